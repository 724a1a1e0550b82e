import { sql, type Kysely } from 'kysely';
import { tableWithId, withTimestamps } from './helpers.js';

/**
 * CSV imports (contract: imports.ts; docs/decisions.md, "CSV import"):
 * - imports: one uploaded file, its header, mapping, state and progress. `run_token` names the
 *   pass (dry run or run) that holds the import and `heartbeat_at` when it last wrote, so a pass
 *   is started by one conditional update and a stopped one can be taken over;
 * - import_chunks: the file's text in order, so any server can stream it back;
 * - import_rows: what the last dry run or the run did with each row, with the record's stored
 *   row before and after (JSON) so the import can be reverted;
 * - import_mappings: each admin's last mapping per kind, by column name.
 * Deleting an import deletes its chunks and rows; deleting an admin, their imports and mappings.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    tableWithId(db, 'imports')
      .addColumn('admin_id', 'integer', (c) =>
        c.notNull().references('admins.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('partner_id', 'integer', (c) => c.references('partners.id').onDelete('set null'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('byte_size', 'integer', (c) => c.notNull())
      .addColumn('delimiter', 'text', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('mapping', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('pass', 'text')
      .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('run_token', 'text')
      .addColumn('heartbeat_at', 'text'),
  ).execute();
  await db.schema.createIndex('imports_admin_id_idx').on('imports').column('admin_id').execute();
  await db.schema
    .createIndex('imports_partner_id_idx')
    .on('imports')
    .column('partner_id')
    .execute();

  await db.schema
    .createTable('import_chunks')
    .addColumn('import_id', 'integer', (c) =>
      c.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_chunks_pkey', ['import_id', 'seq'])
    .execute();

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'integer', (c) =>
      c.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('create', 'update', 'refuse')`),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addPrimaryKeyConstraint('import_rows_pkey', ['import_id', 'line'])
    .execute();
  await db.schema
    .createIndex('import_rows_outcome_idx')
    .on('import_rows')
    .columns(['import_id', 'outcome', 'line'])
    .execute();

  await db.schema
    .createTable('import_mappings')
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_mappings_pkey', ['admin_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('import_chunks').execute();
  await db.schema.dropTable('imports').execute();
}
