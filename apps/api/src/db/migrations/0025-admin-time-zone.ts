import type { Kysely } from 'kysely';

/**
 * Each admin's time zone (contract: account.ts): an IANA name such as "Europe/Paris" the app
 * shows every time in, or null for the zone of the browser in use.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('time_zone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('time_zone').execute();
}
