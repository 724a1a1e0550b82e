import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';

/**
 * Tables a refused request may legitimately write, because recording the refusal or the caller's
 * activity is their job: failed sign-ins are counted per email and IP and API key calls per key
 * (those counts are the throttles), and tokens, sessions and API keys remember their last use.
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'login_attempts',
  'access_tokens',
  'sessions',
  'api_keys',
]);

/** What is stored, per table: its row count and a checksum of every row. */
export type Snapshot = ReadonlyMap<string, { rows: number; checksum: string }>;

/**
 * The data tables of the test database: every table of the PostgreSQL schema or of the SQLite
 * file, less the migration bookkeeping, SQLite's internal tables and the full-text indexes (kept
 * from their tables by triggers: the tables themselves are compared).
 */
export async function dataTables(database: DatabaseHandle): Promise<string[]> {
  let names: string[];
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string | null }>`
      select name, sql from sqlite_master where type = 'table' order by name`.execute(database.db);
    const virtual = rows
      .filter((r) => /^create virtual table/i.test(r.sql ?? ''))
      .map((r) => r.name);
    names = rows
      .map((r) => r.name)
      .filter((name) => !name.startsWith('sqlite_'))
      .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
  } else {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`.execute(database.db);
    names = rows.map((r) => r.table_name);
  }
  return names.filter((name) => !name.startsWith('kysely_') && !BOOKKEEPING_TABLES.has(name));
}

/** Row counts and checksums of the given tables (rows compared as sorted JSON, column order free). */
export async function takeSnapshot(
  database: DatabaseHandle,
  tables: readonly string[],
): Promise<Snapshot> {
  const snapshot = new Map<string, { rows: number; checksum: string }>();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    const lines = rows.map(canonicalRow).sort();
    const checksum = createHash('sha256').update(lines.join('\n')).digest('hex');
    snapshot.set(table, { rows: rows.length, checksum });
  }
  return snapshot;
}

function canonicalRow(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((key) => {
        const value = row[key];
        if (Buffer.isBuffer(value)) return [key, value.toString('base64')];
        if (value instanceof Date) return [key, value.toISOString()];
        return [key, typeof value === 'bigint' ? value.toString() : value];
      }),
  );
}

/** The tables whose rows differ between two snapshots, with their counts before → after. */
export function snapshotDifferences(before: Snapshot, after: Snapshot): string[] {
  const differences: string[] = [];
  for (const [table, then] of before) {
    const now = after.get(table);
    if (!now) differences.push(`${table} disappeared`);
    else if (now.checksum !== then.checksum) {
      differences.push(`${table} changed (${then.rows} → ${now.rows} rows)`);
    }
  }
  for (const table of after.keys()) if (!before.has(table)) differences.push(`${table} appeared`);
  return differences;
}
