import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct statements kept prepared; the least recently used one goes first beyond this. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely sees it, with each distinct SQL text prepared once and reused:
 * Kysely prepares every query it runs, and preparing costs about as much as running a small
 * indexed query. A statement still being iterated (a stream) is busy: the next use of its SQL
 * gets a fresh one. SQLite re-prepares a cached statement by itself after a schema change.
 */
export function withStatementCache(
  connection: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Map order is the recency order: move it to the end.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
