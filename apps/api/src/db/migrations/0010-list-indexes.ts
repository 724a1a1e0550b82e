import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * PostgreSQL reads an expression index alone (an index-only scan) only when the index also holds
 * the column under the expression: these copies of the A–Z name indexes include it, so the OFFSET
 * walk of a deep page never visits the table. (SQLite's name indexes are covering already.)
 */
const NAME_ORDERS = [
  { table: 'users', column: 'first_name' },
  { table: 'partners', column: 'company_name' },
  { table: 'jobs', column: 'title' },
];

/**
 * The public job list (published, active, unexpired) in either of its orders, from one index
 * each: the equality columns first, then the order, then the expiry so the filter and the
 * OFFSET walk of a deep page read the index alone.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('jobs_public_created_idx')
    .on('jobs')
    .columns(['is_published', 'status', 'created_at', 'id', 'expiration_date'])
    .execute();
  await db.schema
    .createIndex('jobs_public_title_idx')
    .on('jobs')
    .expression(sql.raw('is_published, status, lower(title), id, expiration_date'))
    .execute();
  if (isPostgres(db)) {
    for (const { table, column } of NAME_ORDERS) {
      await sql
        .raw(
          `create index ${table}_${column}_order_idx on ${table} (lower(${column}), id) include (${column})`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of NAME_ORDERS) {
    await db.schema.dropIndex(`${table}_${column}_order_idx`).ifExists().execute();
  }
  await db.schema.dropIndex('jobs_public_title_idx').ifExists().execute();
  await db.schema.dropIndex('jobs_public_created_idx').ifExists().execute();
}
