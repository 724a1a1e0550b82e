import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * PostgreSQL: trigram indexes for the lists that search one column by `lower(column) like
 * lower('%term%')` (lib/search.ts's `anyColumnContains`): invoice numbers and blog post titles.
 * The planner answers those conditions from the index (a rare number or a term found nowhere no
 * longer reads every row) and, from the index's statistics, still walks the list's order for a
 * common term. SQLite keeps its scan: its LIKE reads these tables' few tens of thousands of rows
 * within the search goal (docs/performance.md).
 * Frozen: change with a new migration.
 */
const INDEXES = [
  { name: 'invoices_number_trgm', table: 'invoices', column: 'number' },
  { name: 'blog_posts_title_trgm', table: 'blog_posts', column: 'title' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { name, table, column } of INDEXES) {
    await sql
      .raw(`create index ${name} on ${table} using gin (lower(${column}) gin_trgm_ops)`)
      .execute(db);
    // Statistics of the indexed expression, so the first searches are planned from them.
    await sql.raw(`analyze ${table}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { name } of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
