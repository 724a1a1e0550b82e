import type { Role, SecondFactorStatus } from '@job-board/contract';
import type { Db } from './database.js';
import type { AdminRow } from './schema.js';

export type SecondFactorPolicy = { required: boolean; passkey_required: boolean };

/** A role's two_factor_policy row as the policy it sets (no row: nothing required). */
export function policyOfRow(
  row: { required: number | null; passkey_required: number | null } | undefined,
): SecondFactorPolicy {
  const passkeyRequired = Number(row?.passkey_required ?? 0) === 1;
  return {
    required: passkeyRequired || Number(row?.required ?? 0) === 1,
    passkey_required: passkeyRequired,
  };
}

/** What the role asks of its second factor (two_factor_policy): one at all, and a passkey. */
export async function secondFactorPolicyOf(db: Db, role: Role): Promise<SecondFactorPolicy> {
  const row = await db
    .selectFrom('two_factor_policy')
    .select(['required', 'passkey_required'])
    .where('role', '=', role)
    .executeTakeFirst();
  return policyOfRow(row);
}

type SecondFactorsOf = Pick<AdminRow, 'role' | 'totp_enabled_at' | 'passkey_count'>;

/** The admin's second factors and what their role asks of them (account, details, access). */
export async function secondFactorStatusOf(
  db: Db,
  admin: SecondFactorsOf,
): Promise<SecondFactorStatus> {
  return secondFactorStatusFrom(admin, await secondFactorPolicyOf(db, admin.role));
}

/** The same, with the role's policy already read (with the admin, in one statement). */
export function secondFactorStatusFrom(
  admin: SecondFactorsOf,
  policy: SecondFactorPolicy,
): SecondFactorStatus {
  return {
    enabled: admin.totp_enabled_at !== null,
    passkeys: Number(admin.passkey_count),
    ...policy,
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
