import type { PoolClient, QueryResult } from 'pg';

/** SQL texts run as named prepared statements on PostgreSQL, each with its name. */
const names = new Map<string, string>();

/**
 * Marks `sql` to be prepared once per PostgreSQL connection and then only bound and run: the
 * statements every request runs (db/precompiled.ts), which PostgreSQL would otherwise parse and
 * plan on every call. After five runs PostgreSQL may keep one generic plan for them, which it
 * does only when that plan costs no more than the plans made for the values.
 */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `prepared_${names.size + 1}`);
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => Promise<QueryResult>;

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Makes a pooled connection run the marked texts as named statements (pg prepares each once).
 * A statement reading `table.*` fails once its table gains or loses a column, as when a newer
 * release migrates the database while this one still serves: the connection then runs that text
 * unnamed, parsed on every call as before. (Inside a transaction the failure has already ended
 * the transaction, so that one call fails.)
 */
export function runMarkedTextsAsNamedStatements(client: PoolClient): void {
  const query = client.query.bind(client) as Query;
  const unnamed = new Set<string>();
  const named: Query = (text, values, callback) => {
    const name = typeof text === 'string' && callback === undefined ? names.get(text) : undefined;
    if (!name || unnamed.has(name)) return query(text, values, callback);
    return query({ name, text, values }).catch((error: { code?: string }) => {
      if (error.code !== RESULT_TYPE_CHANGED) throw error;
      unnamed.add(name);
      return query(text, values);
    });
  };
  client.query = named as PoolClient['query'];
}
