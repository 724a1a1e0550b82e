import { sql, type Kysely } from 'kysely';
import { tableWithId, withTimestamps } from './helpers.js';

/**
 * Saved views of the lists (contract: saved-views.ts):
 * - saved_views: an admin's named view of one list, its state (the list's query string) and
 *   whether it is shared; `name_key` is the name in lower case, unique per admin and list (kept
 *   by the server, so both databases compare names alike);
 * - saved_view_defaults: the view each admin opens each list with, one row per (admin, list), so
 *   marking a shared view as one's default changes nobody else's and a new default replaces the
 *   old one in a single upsert.
 * Deleting an admin deletes their views, their defaults and the defaults others made of their
 * views; deleting a view deletes the defaults naming it.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    tableWithId(db, 'saved_views')
      .addColumn('admin_id', 'integer', (c) =>
        c.notNull().references('admins.id').onDelete('cascade'),
      )
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('shared', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`shared in (0, 1)`),
      ),
  ).execute();
  await db.schema
    .createIndex('saved_views_admin_list_name_unique')
    .unique()
    .on('saved_views')
    .columns(['admin_id', 'list', 'name_key'])
    .execute();
  await db.schema
    .createIndex('saved_views_list_shared_idx')
    .on('saved_views')
    .columns(['list', 'shared'])
    .execute();

  await db.schema
    .createTable('saved_view_defaults')
    .addColumn('admin_id', 'integer', (c) =>
      c.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('view_id', 'integer', (c) =>
      c.notNull().references('saved_views.id').onDelete('cascade'),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_view_defaults_pkey', ['admin_id', 'list'])
    .execute();
  await db.schema
    .createIndex('saved_view_defaults_view_id_idx')
    .on('saved_view_defaults')
    .column('view_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_view_defaults').execute();
  await db.schema.dropTable('saved_views').execute();
}
