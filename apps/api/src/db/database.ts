import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import type Pg from 'pg';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';
import { runMarkedTextsAsNamedStatements } from './named-statements.js';
import { withStatementCache } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL schema the connections are pinned to, when one was chosen. */
  schema?: string;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  /** The connection pool's figures (PostgreSQL; SQLite has one connection and no pool). */
  poolStats(): PoolStats;
  /** Calls `listener` after every statement (metrics, tracing); returns the function that stops it. */
  observeQueries(listener: (event: QueryEvent) => void): () => void;
  close(): Promise<void>;
};

/** One statement run: its SQL with placeholders (never the parameter values) and its time. */
export type QueryEvent = { sql: string; durationMs: number; error?: unknown };

type PoolStats = {
  /** Open connections, idle ones and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /**
   * Connections the database closed or broke under the pool (restart, failover,
   * pg_terminate_backend, network): each is logged, dropped and replaced on the next request.
   */
  errors: number;
};

export type DatabaseOptions = {
  /** PostgreSQL only: the schema every connection uses (tests isolate themselves with it). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL: how long a request waits for a connection (new or from the pool); 0 = forever. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run (the server cancels it, the client gives up a second later); 0 = no limit. */
  statementTimeoutMs?: number;
  /** Told about every broken pooled connection; defaults to a warning on stderr. */
  onConnectionError?: (error: Error) => void;
};

// The PostgreSQL driver is loaded only when a PostgreSQL database is opened.
let pgModule: typeof Pg | undefined;
export function loadPg(): typeof Pg {
  if (pgModule) return pgModule;
  const pg = createRequire(import.meta.url)('pg') as typeof Pg;
  // COUNT(*) is bigint in PostgreSQL; every count here fits in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  return (pgModule = pg);
}

/** Kysely's query log, fanned out to the handle's observers (none: nothing to do). */
function queryObservers() {
  const listeners = new Set<(event: QueryEvent) => void>();
  const log = (event: LogEvent) => {
    if (listeners.size === 0) return;
    const observed: QueryEvent = { sql: event.query.sql, durationMs: event.queryDurationMillis };
    if (event.level === 'error') observed.error = event.error;
    for (const listener of listeners) listener(observed);
  };
  const observeQueries = (listener: (event: QueryEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { log, observeQueries };
}

export function dialectOf(url: string): DialectName {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

export function sqliteFilename(url: string): string {
  const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
  return file === '' ? ':memory:' : file;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  return dialectOf(url) === 'sqlite' ? openSqlite(sqliteFilename(url)) : openPostgres(url, options);
}

/** The bound of SQLite's page cache (its default is 2 MiB). */
const SQLITE_PAGE_CACHE_KIB = 128 * 1024;

function openSqlite(filename: string): DatabaseHandle {
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const connection = new SqliteDatabase(filename);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  // SQLite keeps 2 MiB of pages by default: a list sorted from a few thousand matches reads as
  // many rows by id, each from a different page, and re-reading each from the OS costs more
  // than the query. Pages are cached as they are read, up to this bound.
  connection.pragma(`cache_size = ${-SQLITE_PAGE_CACHE_KIB}`);
  const observers = queryObservers();
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }),
    log: observers.log,
  });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, errors: 0 }),
    observeQueries: observers.observeQueries,
    close: () => db.destroy(),
  };
}

function openPostgres(connectionString: string, options: DatabaseOptions): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    keepAlive: true,
    ...(statementTimeout > 0
      ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 1000 }
      : {}),
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  let errors = 0;
  const report =
    options.onConnectionError ??
    ((error: Error) =>
      console.warn(`PostgreSQL connection lost (it will be replaced): ${error.message}`));
  // A connection the server closes (restart, failover, idle timeout, pg_terminate_backend)
  // emits 'error'. Unheard, Node turns that into an exception that ends the process. Every
  // client gets a listener of its own, because a checked-out client is not the pool's to hear:
  // the error is counted and logged once; the pool drops the client and opens a new one on demand.
  pool.on('connect', (client) => {
    runMarkedTextsAsNamedStatements(client);
    client.on('error', (error) => {
      errors += 1;
      report(error);
    });
  });
  // Idle clients' errors are also re-emitted by the pool; heard above already.
  pool.on('error', () => undefined);
  const observers = queryObservers();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observers.log });
  return {
    db,
    dialect: 'postgres',
    ...(options.schema ? { schema: options.schema } : {}),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      errors,
    }),
    observeQueries: observers.observeQueries,
    close: () => db.destroy(),
  };
}

const UNAVAILABLE_CODES = new Set([
  // Node: the database's host cannot be reached or the connection broke.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: shutting down, restarting, out of connections, statement timeout.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  // SQLite: the file is locked for too long, cannot be written or read.
  'SQLITE_BUSY',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
]);

const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error means the database could not be reached or did not answer in time (as
 * opposed to a statement it refused): the request may succeed later, so the answer is 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // PostgreSQL class 08: connection exceptions; SQLite's extended codes share their prefix.
    if (UNAVAILABLE_CODES.has(code) || /^08...$/.test(code)) return true;
    if (/^SQLITE_(BUSY|IOERR|READONLY|CANTOPEN)_/.test(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // `localhost` may resolve to two addresses: Node reports both refusals at once.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
