import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { KycVerificationsTable } from '../../db/schema.js';

export function findUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'is_blocked'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's most recent check (kyc_user_id_idx), whatever its status. */
export function latestCheckOf(db: Db, userId: number) {
  return db
    .selectFrom('kyc_verifications')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasPendingCheck(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCheck(
  db: Db,
  check: Insertable<KycVerificationsTable>,
): Promise<number> {
  const row = await db
    .insertInto('kyc_verifications')
    .values(check)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
