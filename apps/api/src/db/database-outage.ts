import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './database.js';

/**
 * A database outage, logged once when it starts and once when it ends (with how many requests
 * were answered 503 meanwhile) instead of an error with a stack for every request: an outage
 * under load would otherwise write thousands of identical lines.
 */
export type DatabaseOutage = {
  /** A request is answered 503 because the database is unavailable. */
  refused(error: unknown): void;
  /** Something other than a request (the readiness check) found the database unavailable. */
  noticed(error: unknown): void;
  /** Whether an outage is going on. */
  ongoing(): boolean;
  /** Stops watching the database's statements. */
  stop(): void;
};

/**
 * The outage starts with the first failure that means "unavailable" and ends with the first
 * statement that succeeds having started after it (readiness checks, the outbox's polls and
 * requests all run statements, so the end is seen as soon as the database answers again).
 */
export function trackDatabaseOutages(
  database: Pick<DatabaseHandle, 'observeQueries' | 'dialect'>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  now: () => number = Date.now,
): DatabaseOutage {
  let since: number | undefined;
  let refused = 0;
  const begin = (error: unknown) => {
    if (since !== undefined) return;
    since = now();
    refused = 0;
    // The cause without its stack: it is the database's state, not a bug in the code.
    const { code, message } = error as { code?: unknown; message?: unknown };
    log.error(
      { database: database.dialect, cause: { code, message: String(message ?? error) } },
      'Database unavailable: answering 503 until it is back',
    );
  };
  const stop = database.observeQueries((event) => {
    if (since === undefined || event.error !== undefined) return;
    // A statement that began before the outage tells nothing about now.
    if (now() - event.durationMs < since) return;
    const downMs = now() - since;
    log.warn(
      { database: database.dialect, downMs, refused },
      `Database available again after ${(downMs / 1000).toFixed(1)} s; ${refused} ${refused === 1 ? 'request was' : 'requests were'} answered 503`,
    );
    since = undefined;
    refused = 0;
  });
  return {
    refused: (error) => {
      begin(error);
      refused += 1;
    },
    noticed: begin,
    ongoing: () => since !== undefined,
    stop,
  };
}
