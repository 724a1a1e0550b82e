import cluster from 'node:cluster';
import { hostname } from 'node:os';

/** The number the primary gave this worker (a replacement gets a new one); none in a single process. */
export function workerNumber(): number | undefined {
  return cluster.isWorker ? cluster.worker?.id : undefined;
}

/**
 * pino options naming the worker on every line it logs (`"worker":2`), next to pino's own
 * `pid` and `hostname`; a single process logs as it always has.
 */
export function workerLogBase(): { base?: Record<string, unknown> } {
  const worker = workerNumber();
  return worker === undefined ? {} : { base: { pid: process.pid, hostname: hostname(), worker } };
}
