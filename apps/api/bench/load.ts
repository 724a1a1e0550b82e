/**
 * Throughput and p99 at 50 connections (autocannon) of the users page and the public job list,
 * with one worker process and with two, each next to a bare Fastify hello-world with as many
 * workers in the same run; beside each figure, the CPU the load generator itself used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { processCpuMs } from './cpu-per-request.js';
import type { Row, SectionResult } from './report.js';
import { canPin, SERVER_CORE, startServer, type RunningServer } from './server-process.js';
import { count, percent } from './stats.js';

export const THROUGHPUT_GOAL = 0.33;
export const P99_GOAL_MS = 25;
/** Two workers' throughput against one's (issue 28: all cores by default). */
export const SCALING_GOAL = 1.5;
const WORKER_COUNTS = [1, 2] as const;

type LoadFigures = {
  perSecond: number;
  p99: number;
  failures: number;
  /** CPU the load generator (this process) used while it ran, in % of one core. */
  generatorCpu: number;
  /** CPU PostgreSQL's processes used meanwhile, in % of one core (SQLite: none). */
  databaseCpu: number | undefined;
};

/** The processes of the PostgreSQL server on this machine (its backends are named postgres). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** CPU milliseconds each process has used so far, by pid. */
const cpuByPid = (pids: number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));

/** CPU the given processes used since `before` (those that ended meanwhile left out). */
function cpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of cpuByPid(postgresPids())) {
    const since = ms - (before.get(pid) ?? 0);
    if (Number.isFinite(since)) total += since;
  }
  return total;
}

async function cannon(
  /** Also measure PostgreSQL's processes (the app's database, on this machine). */
  watchPostgres: boolean,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  const postgresBefore = watchPostgres ? cpuByPid(postgresPids()) : undefined;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, headers, duration: seconds, connections });
  const cpu = process.cpuUsage(cpuBefore);
  const elapsedMicros = (performance.now() - started) * 1000;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    generatorCpu: ((cpu.user + cpu.system) / elapsedMicros) * 100,
    databaseCpu: postgresBefore && (cpuSince(postgresBefore) * 1000 * 100) / elapsedMicros,
  };
}

/** A short unmeasured run (JIT, caches, connection pool, workers still starting), then the measured one. */
async function measure(
  watchPostgres: boolean,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  await cannon(watchPostgres, url, headers, Math.min(2, seconds), connections);
  return cannon(watchPostgres, url, headers, seconds, connections);
}

const describe = (figures: LoadFigures) =>
  `${count(figures.perSecond)} req/s · p99 ${figures.p99} ms · load generator ${Math.round(
    figures.generatorCpu,
  )} % of a core${
    figures.databaseCpu === undefined
      ? ''
      : ` · PostgreSQL ${Math.round(figures.databaseCpu)} % of a core`
  }${figures.failures > 0 ? ` · ${count(figures.failures)} failed` : ''}`;

const workersLabel = (workers: number) => (workers === 1 ? '1 worker' : `${workers} workers`);

type Target = { name: string; goal: string; path: string; headers: Record<string, string> };

export async function measureLoad(
  serverEnv: Record<string, string>,
  token: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<SectionResult> {
  const targets: Target[] = [
    {
      name: 'users page GET /api/admin/users (admin)',
      goal: 'users page at 50 connections',
      path: '/api/admin/users',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    },
    {
      name: 'public job list GET /api/jobs/all',
      goal: 'public job list at 50 connections',
      path: '/api/jobs/all',
      headers: { accept: 'application/json' },
    },
  ];
  const onPostgres = serverEnv.DATABASE_URL?.startsWith('postgres') ?? false;
  // The servers of both worker counts run side by side and each target is measured on one, then
  // at once on the other, so the comparison is not skewed by what else the machine does meanwhile.
  const bare = new Map<number, LoadFigures>();
  await withServers('bare', {}, async (servers) => {
    for (const [workers, server] of servers) {
      bare.set(workers, await measure(false, `${server.url}/`, {}, seconds, connections));
    }
  });
  const app = new Map<number, LoadFigures[]>(WORKER_COUNTS.map((workers) => [workers, []]));
  await withServers('app', serverEnv, async (servers) => {
    for (const target of targets) {
      for (const [workers, server] of servers) {
        app
          .get(workers)!
          .push(
            await measure(
              onPostgres,
              `${server.url}${target.path}`,
              target.headers,
              seconds,
              connections,
            ),
          );
      }
    }
  });

  const rows: Row[] = [];
  targets.forEach((target, i) => rows.push(singleWorkerRow(target, app.get(1)![i]!, bare.get(1)!)));
  targets.forEach((target, i) =>
    rows.push(scalingRow(target, app.get(2)![i]!, app.get(1)![i]!, bare.get(2)!)),
  );
  return {
    name: 'load',
    title: 'Load',
    rows,
    notes: [
      `autocannon, ${connections} connections, ${seconds} s after an unmeasured warm-up, from this process (its own CPU use beside each figure, in % of one core); the built server (node apps/api/dist/server.js, production settings and logging) with WEB_CONCURRENCY=1 ${
        canPin()
          ? `pinned to core ${SERVER_CORE} with taskset`
          : 'not pinned (taskset or a second core is missing)'
      }, and with WEB_CONCURRENCY=2 on every core (shared with the load generator), both running, each target measured on one and then at once on the other; before them, the bare Fastify hello-world (apps/api/bench/hello-fastify.mjs) with as many workers, the same way. Ratio: of bare Fastify's throughput with one worker, of the app's own 1-worker throughput with two.`,
    ],
  };
}

/** Runs `work` with one server of `kind` per worker count, all stopped afterwards. */
async function withServers(
  kind: 'app' | 'bare',
  env: Record<string, string>,
  work: (servers: [number, RunningServer][]) => Promise<void>,
): Promise<void> {
  const servers: [number, RunningServer][] = [];
  try {
    for (const workers of WORKER_COUNTS) {
      servers.push([
        workers,
        await startServer(kind, { ...env, WEB_CONCURRENCY: String(workers) }),
      ]);
    }
    await work(servers);
  } finally {
    await Promise.all(servers.map(([, server]) => server.stop()));
  }
}

function singleWorkerRow(target: Target, figures: LoadFigures, reference: LoadFigures): Row {
  const share = figures.perSecond / reference.perSecond;
  return {
    measure: `${target.name}, ${workersLabel(1)}`,
    figure: describe(figures),
    reference: `bare Fastify, ${workersLabel(1)}: ${describe(reference)}`,
    ratio: percent(figures.perSecond, reference.perSecond),
    check: {
      goal: `${target.goal}: ≥ ${THROUGHPUT_GOAL * 100} % of bare Fastify's throughput and p99 ≤ ${P99_GOAL_MS} ms`,
      met: share >= THROUGHPUT_GOAL && figures.p99 <= P99_GOAL_MS && figures.failures === 0,
      gap: `${percent(figures.perSecond, reference.perSecond)} of bare Fastify, p99 ${figures.p99} ms${
        figures.failures > 0 ? `, ${figures.failures} failed requests` : ''
      }`,
    },
  };
}

function scalingRow(
  target: Target,
  figures: LoadFigures,
  oneWorker: LoadFigures,
  reference: LoadFigures,
): Row {
  const scale = figures.perSecond / oneWorker.perSecond;
  const workers = workersLabel(2);
  return {
    measure: `${target.name}, ${workers}`,
    figure: describe(figures),
    reference: `${workersLabel(1)} ${count(oneWorker.perSecond)} req/s; bare Fastify, ${workers}: ${describe(reference)} (the app ${percent(figures.perSecond, reference.perSecond)} of it)`,
    ratio: `${scale.toFixed(2)}× 1 worker`,
    check: {
      goal: `${target.goal}, ${workers}: ≥ ${SCALING_GOAL}× the 1-worker throughput`,
      met: scale >= SCALING_GOAL && figures.failures === 0,
      gap: `${scale.toFixed(2)}× the 1-worker throughput${
        figures.failures > 0 ? `, ${figures.failures} failed requests` : ''
      }`,
    },
  };
}
