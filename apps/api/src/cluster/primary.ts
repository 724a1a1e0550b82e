import cluster, { type Worker } from 'node:cluster';
import { answerMetricsRequests } from './cluster-metrics.js';

export type PrimaryOptions = {
  /** Worker processes to keep serving. */
  workers: number;
  /** A worker's own drain time (SHUTDOWN_DRAIN_MS); the primary waits that and a margin. */
  shutdownDrainMs: number;
  /** Said once every worker listens. */
  ready: () => void;
  say: (message: string) => void;
};

/** A worker that served this long before it ended was not crash-looping: backoff starts over. */
const STABLE_MS = 30_000;
const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 30_000;
/** Beyond a worker's own drain and forced exit (server.ts), before the primary kills it. */
const SHUTDOWN_MARGIN_MS = 15_000;

/**
 * The primary process: forks the workers that serve the port (node:cluster shares it and hands
 * connections round-robin), replaces one that ends while the server is running (after a pause
 * that doubles while replacements keep failing young, so a crash loop does not spin), and on
 * SIGTERM/SIGINT lets every worker drain, then exits 0 when all of them exited 0; SIGHUP
 * replaces the workers one at a time (a rolling restart). A worker
 * that ends before the first one listens means the server cannot start: every worker is
 * stopped and the primary exits 1 (the worker said why).
 */
export function runPrimary({ workers: count, shutdownDrainMs, ready, say }: PrimaryOptions): void {
  const alive = new Set<Worker>();
  const serving = new Set<Worker>();
  const retries = new Set<NodeJS.Timeout>();
  /** Old workers a rolling restart asked to stop: their exit is expected, not replaced. */
  const retiring = new Set<Worker>();
  /** New workers of a rolling restart that do not listen yet: the restart answers for them. */
  const trial = new Set<Worker>();
  let rolling = false;
  let listening = 0;
  let started = false;
  let stopping = false;
  let failed = false;
  let failures = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    const born = Date.now();
    alive.add(worker);
    worker.once('listening', () => {
      serving.add(worker);
      if (!started && ++listening === count) {
        started = true;
        ready();
      }
    });
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      serving.delete(worker);
      if (stopping) return finishWhenAllGone(code, signal);
      if (retiring.delete(worker) || trial.delete(worker)) return;
      const how = signal ? `by ${signal}` : `with code ${code}`;
      if (!started) {
        say(
          `Worker ${worker.id} (pid ${worker.process.pid}) ended ${how} before the server started; stopping.`,
        );
        failed = true;
        return stop();
      }
      failures = Date.now() - born >= STABLE_MS ? 1 : failures + 1;
      const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
      say(
        `Worker ${worker.id} (pid ${worker.process.pid}) ended ${how}; starting another in ${delay} ms.`,
      );
      const retry = setTimeout(() => {
        retries.delete(retry);
        fork();
      }, delay);
      retries.add(retry);
    });
    return worker;
  };

  /**
   * SIGHUP: every worker is replaced by a new one (loading the code on disk now), one at a time,
   * each old one stopping only once its replacement listens, so the port never lacks a worker
   * and an instance deploys without a second one. A replacement that ends before it listens
   * stops the restart; the workers not yet replaced keep serving.
   */
  const rollingRestart = async () => {
    if (rolling || stopping || !started) return;
    rolling = true;
    const old = [...alive];
    say(`SIGHUP: replacing the ${old.length} workers one at a time.`);
    try {
      for (const worker of old) {
        if (stopping) return;
        if (!alive.has(worker)) continue; // ended meanwhile, and already replaced
        const fresh = fork();
        trial.add(fresh);
        if (!(await listensOrEnds(fresh))) {
          say(
            `Worker ${fresh.id} ended before it listened: the rolling restart stops, the other workers keep serving.`,
          );
          return;
        }
        trial.delete(fresh);
        retiring.add(worker);
        worker.process.kill('SIGTERM');
        await ended(worker);
      }
      say('Rolling restart done: every worker was replaced.');
    } finally {
      rolling = false;
    }
  };

  const finishWhenAllGone = (code: number | null, signal: string | null) => {
    // A worker stopped by the primary's SIGTERM before it could listen for it stopped cleanly.
    if ((code !== 0 && code !== null) || (signal && signal !== 'SIGTERM')) failed = true;
    if (alive.size === 0) process.exit(failed ? 1 : 0);
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const retry of retries) clearTimeout(retry);
    retries.clear();
    if (alive.size === 0) process.exit(failed ? 1 : 0);
    // Each worker stops accepting, finishes what it has and exits (server.ts).
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      say('Workers still running after the drain time: killing them.');
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownDrainMs + SHUTDOWN_MARGIN_MS).unref();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) say(`${signal}: the workers finish their requests and stop.`);
      stop();
    });
  }
  process.on('SIGHUP', () => void rollingRestart());
  answerMetricsRequests(() => [...serving]);
  for (let i = 0; i < count; i++) fork();
}

const listensOrEnds = (worker: Worker) =>
  new Promise<boolean>((resolve) => {
    worker.once('listening', () => resolve(true));
    worker.once('exit', () => resolve(false));
  });

const ended = (worker: Worker) =>
  new Promise<void>((resolve) => {
    if (worker.isDead()) resolve();
    else worker.once('exit', () => resolve());
  });
