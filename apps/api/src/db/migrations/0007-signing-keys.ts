import type { Kysely } from 'kysely';

/**
 * Secret keys for signed links, one per purpose, generated on first use. Kept in the database so
 * every API process serving it signs and checks links with the same key.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_keys')
    .addColumn('purpose', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').ifExists().execute();
}
