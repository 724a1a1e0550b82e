import type { Kysely } from 'kysely';
import { isPostgres, runStatements as run } from './helpers.js';

/**
 * PostgreSQL: drops the trigram indexes of migrations 0002 and 0015 on the searchable columns'
 * joined expression. Since migration 0021 every search reads the stored `search_text` and its own
 * index; the old ones were kept only so that the release before 0021 could search by index while
 * the processes restarted in turn. Nothing reads them, yet every insert and every change of a
 * searched column still wrote each one: inserting 20,000 users took 1.8–2.3 s with it and
 * 1.05–1.07 s without (docs/decisions.md). Dropping an index is quick and does not rewrite the table.
 * SQLite's FTS5 tables are a different thing and stay.
 * Frozen: change with a new migration.
 */
const INDEXES = [
  { table: 'users', columns: ['first_name', 'last_name', 'email'] },
  { table: 'jobs', columns: ['title'] },
  { table: 'partners', columns: ['company_name'] },
  { table: 'kyc_verifications', columns: ['full_name'] },
];

const joined = (columns: string[]) => columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await run(
    db,
    INDEXES.map(({ table }) => `drop index if exists ${table}_search_trgm`),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await run(
    db,
    INDEXES.map(
      ({ table, columns }) =>
        `create index if not exists ${table}_search_trgm on ${table} using gin ((${joined(columns)}) gin_trgm_ops)`,
    ),
  );
}
