import type { Kysely } from 'kysely';

/**
 * The review queue of one ID type (`GET /api/admin/kyc/next?id_type=`, and the list's pending
 * records of one type): (status, id_type, submitted_at, id), so the next pending record of that
 * type is the index's next entry rather than a walk past the type's decided records or the other
 * types' pending ones.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('kyc_status_id_type_submitted_idx')
    .on('kyc_verifications')
    .columns(['status', 'id_type', 'submitted_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('kyc_status_id_type_submitted_idx').ifExists().execute();
}
