import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Uploaded images and KYC documents kept in the database when STORAGE_URL=database, so every
 * server reads the same files (docs/decisions.md). A key is unique within its area.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('stored_files')
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('public', 'private')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_files_pkey', ['area', 'key'])
    .execute();
  // Images and documents are already compressed: PostgreSQL stores them out of line as they are
  // instead of trying to compress them again.
  if (postgres) {
    await sql`alter table stored_files alter column bytes set storage external`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
