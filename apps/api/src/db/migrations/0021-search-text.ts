import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * On PostgreSQL, each searchable table keeps its searchable columns joined by spaces and
 * lower-cased in a stored generated column, `search_text`, and the trigram index of 0002 and 0015
 * reads that column instead of the expression. A search is then a case-sensitive LIKE on the
 * stored text: the index's recheck of every candidate row no longer joins the columns and folds
 * their case (an ILIKE on UTF-8 text lower-cases both sides on every call), which was most of a
 * common term's time. `x ilike p` is `lower(x) like lower(p)` on a UTF-8 database, so the matches
 * are the same. SQLite's FTS5 tables (0002, 0015) are unchanged.
 * Adding the column rewrites each table once (a few seconds per 100,000 rows), holding its lock.
 * The previous release's expression indexes stay, so its searches keep their index while the
 * processes are restarted in turn (docs/operations.md); the release after this one drops them.
 * Frozen: the tables and columns here must match lib/search.ts's SEARCH_INDEXES.
 */
const TABLES = [
  { table: 'users', columns: ['first_name', 'last_name', 'email'] },
  { table: 'jobs', columns: ['title'] },
  { table: 'partners', columns: ['company_name'] },
  { table: 'kyc_verifications', columns: ['full_name'] },
];

const joined = (columns: string[]) => columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table, columns } of TABLES) {
    await run(db, [
      `alter table ${table} add column search_text text
         generated always as (lower(${joined(columns)})) stored`,
      `create index ${table}_search_text_trgm on ${table} using gin (search_text gin_trgm_ops)`,
      // The planner's statistics for the new column, so its first searches are planned well.
      `analyze ${table}`,
    ]);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table } of TABLES) {
    await run(db, [
      `drop index if exists ${table}_search_text_trgm`,
      `alter table ${table} drop column search_text`,
    ]);
  }
}
