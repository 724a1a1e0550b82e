import { sql, type Kysely } from 'kysely';

/**
 * The users list's orders and filters, each read from an index: full name (first, then last),
 * email and registration date, with the id last so pages are stable; and the blocked filter in
 * the default first-name order.
 * Frozen: change with a new migration.
 */
const INDEXES = [
  { name: 'users_full_name_idx', columns: 'lower(first_name), lower(last_name), id' },
  { name: 'users_email_order_idx', columns: 'lower(email), id' },
  { name: 'users_created_idx', columns: 'created_at, id' },
  { name: 'users_blocked_name_idx', columns: 'is_blocked, lower(first_name), id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of INDEXES) {
    await db.schema.createIndex(name).on('users').expression(sql.raw(columns)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...INDEXES].reverse()) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
