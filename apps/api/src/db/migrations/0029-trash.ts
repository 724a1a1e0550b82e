import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers.js';

/**
 * The trash (docs/decisions.md, "Trash"): a deleted record and what depends on it are kept as one
 * unit until restored or purged.
 * - `trash_units`: one per deleted record: its kind, id and name, what went with it (counts),
 *   who deleted it and when, when it is purged, and the delete call (`bulk_id`, for Undo);
 * - `trash_rows`: the unit's rows as JSON arrays, one table's chunk per row, in the order a
 *   restore inserts them (parents first);
 * - `trash_records`: where a record other units may point at (a job, a user, a partner) is kept,
 *   so a restore that needs it can say so or take it along.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'trash_units')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('purge_after', 'text', (c) => c.notNull())
    .addColumn('bulk_id', 'text')
    .execute();
  await db.schema
    .createIndex('trash_units_deleted_idx')
    .on('trash_units')
    .columns(['deleted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('trash_units_kind_deleted_idx')
    .on('trash_units')
    .columns(['kind', 'deleted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('trash_units_purge_idx')
    .on('trash_units')
    .column('purge_after')
    .execute();
  await db.schema
    .createIndex('trash_units_bulk_idx')
    .on('trash_units')
    .column('bulk_id')
    .where(sql.ref('bulk_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('trash_rows')
    .addColumn('unit_id', 'integer', (c) =>
      c.notNull().references('trash_units.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trash_rows_pk', ['unit_id', 'position'])
    .execute();

  await db.schema
    .createTable('trash_records')
    .addColumn('unit_id', 'integer', (c) =>
      c.notNull().references('trash_units.id').onDelete('cascade'),
    )
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trash_records_record_idx')
    .on('trash_records')
    .columns(['table_name', 'record_id'])
    .execute();
  await db.schema
    .createIndex('trash_records_unit_idx')
    .on('trash_records')
    .column('unit_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trash_records').ifExists().execute();
  await db.schema.dropTable('trash_rows').ifExists().execute();
  await db.schema.dropTable('trash_units').ifExists().execute();
}
