import type { Role, SecondFactorStatus } from '@job-board/contract';
import type { Db } from './database.js';
import type { AdminRow } from './schema.js';

/** What the role asks of its second factor (two_factor_policy): one at all, and a passkey. */
export async function secondFactorPolicyOf(
  db: Db,
  role: Role,
): Promise<{ required: boolean; passkey_required: boolean }> {
  const row = await db
    .selectFrom('two_factor_policy')
    .select(['required', 'passkey_required'])
    .where('role', '=', role)
    .executeTakeFirst();
  const passkeyRequired = Number(row?.passkey_required ?? 0) === 1;
  return {
    required: passkeyRequired || Number(row?.required ?? 0) === 1,
    passkey_required: passkeyRequired,
  };
}

/** The admin's second factors and what their role asks of them (account, details, access). */
export async function secondFactorStatusOf(
  db: Db,
  admin: Pick<AdminRow, 'role' | 'totp_enabled_at' | 'passkey_count'>,
): Promise<SecondFactorStatus> {
  return {
    enabled: admin.totp_enabled_at !== null,
    passkeys: Number(admin.passkey_count),
    ...(await secondFactorPolicyOf(db, admin.role)),
  };
}

/** Every passkey of the admin gone (a reset of their second factors). */
export async function removeEveryPasskey(db: Db, adminId: number, now: string) {
  await db.deleteFrom('admin_passkeys').where('admin_id', '=', adminId).execute();
  await db
    .updateTable('admins')
    .set({ passkey_count: 0, updated_at: now })
    .where('id', '=', adminId)
    .execute();
}
