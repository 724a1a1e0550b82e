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

/** Makes a pooled connection run the marked texts as named statements (pg prepares each once). */
export function runMarkedTextsAsNamedStatements(client: PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (text, values, callback) => {
    const name = typeof text === 'string' && callback === undefined ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  };
  client.query = named as PoolClient['query'];
}
