import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The bulk call an audit row belongs to (`bulk_id`, also kept in its summary), indexed so a bulk
 * action is reverted (`POST /api/admin/audit-log/bulk/:id/revert`) by an index seek rather than a
 * scan of the whole log. Rows written before it carry their id in the summary only: copied over.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('bulk_id', 'text').execute();
  const fromSummary = isPostgres(db)
    ? sql`(summary::json ->> 'bulk_id')`
    : sql`json_extract(summary, '$.bulk_id')`;
  await sql`update audit_log set bulk_id = ${fromSummary} where summary like '%"bulk_id":"%'`.execute(
    db,
  );
  await db.schema
    .createIndex('audit_log_bulk_id_idx')
    .on('audit_log')
    .column('bulk_id')
    .where(sql.ref('bulk_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_bulk_id_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('bulk_id').execute();
}
