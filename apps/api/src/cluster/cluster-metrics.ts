import cluster, { type Worker } from 'node:cluster';
import type { Registry } from 'prom-client';

/**
 * /metrics across worker processes. The worker asked by a scrape asks the primary, which asks
 * every serving worker for its figures (prom-client's metrics as JSON) and answers them
 * aggregated by prom-client's rules: counters and histograms summed, gauges summed unless the
 * metric says otherwise (process start time left out, versions taken once, event loop lag
 * averaged).
 */
const ASK = 'job-board:metrics-ask';
const ANSWER = 'job-board:metrics-answer';
const COLLECT = 'job-board:metrics-collect';
const FIGURES = 'job-board:metrics-figures';

/** The longest the primary waits for one worker's figures; a worker that is late is left out. */
const WORKER_WAIT_MS = 2000;

type Message = { type?: unknown; id?: unknown; text?: unknown; error?: unknown; figures?: unknown };
type Figures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

let nextId = 0;

/**
 * In a worker: answers the primary's requests for this registry's figures, and gives the text
 * of every worker's figures aggregated. Undefined outside a cluster worker.
 */
export function shareWorkerMetrics(
  registry: Registry,
): { text: () => Promise<string>; stop: () => void } | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  const waiting = new Map<number, (message: Message) => void>();
  const onMessage = (message: Message) => {
    if (message?.type === COLLECT) {
      void registry.getMetricsAsJSON().then(
        (figures) => process.send?.({ type: FIGURES, id: message.id, figures }),
        () => process.send?.({ type: FIGURES, id: message.id, figures: [] }),
      );
    } else if (message?.type === ANSWER && typeof message.id === 'number') {
      waiting.get(message.id)?.(message);
    }
  };
  process.on('message', onMessage);
  const text = () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('The primary process did not answer with the metrics'));
      }, WORKER_WAIT_MS * 2);
      waiting.set(id, (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (typeof message.text === 'string') resolve(message.text);
        else reject(new Error(String(message.error ?? 'No metrics')));
      });
      process.send!({ type: ASK, id });
    });
  return { text, stop: () => process.off('message', onMessage) };
}

/** In the primary: answers the workers' requests for the aggregated figures of `serving()`. */
export function answerMetricsRequests(serving: () => Worker[]): void {
  const collecting = new Map<number, (figures: Figures) => void>();
  cluster.on('message', (worker, message: Message) => {
    if (message?.type === FIGURES && typeof message.id === 'number') {
      collecting.get(message.id)?.(Array.isArray(message.figures) ? message.figures : []);
    } else if (message?.type === ASK) {
      aggregate(serving(), collecting).then(
        (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
        (error: unknown) =>
          worker.isConnected() &&
          worker.send({ type: ANSWER, id: message.id, error: String(error) }),
      );
    }
  });
}

async function aggregate(
  workers: Worker[],
  collecting: Map<number, (figures: Figures) => void>,
): Promise<string> {
  const { AggregatorRegistry } = await import('prom-client');
  const figures = await Promise.all(workers.map((worker) => figuresOf(worker, collecting)));
  return AggregatorRegistry.aggregate(
    figures.filter((each): each is Figures => each !== undefined),
  ).metrics();
}

function figuresOf(
  worker: Worker,
  collecting: Map<number, (figures: Figures) => void>,
): Promise<Figures | undefined> {
  if (!worker.isConnected()) return Promise.resolve(undefined);
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      collecting.delete(id);
      resolve(undefined);
    }, WORKER_WAIT_MS);
    collecting.set(id, (figures) => {
      clearTimeout(timer);
      collecting.delete(id);
      resolve(figures);
    });
    worker.send({ type: COLLECT, id });
  });
}
