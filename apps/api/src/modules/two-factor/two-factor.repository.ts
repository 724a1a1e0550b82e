import type { Role } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { changedOneRow } from '../../lib/conditional-update.js';
import { findOneTimeToken, useOneTimeToken } from '../../lib/one-time-tokens.js';

export function findAdmin(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The app's name as the settings give it (the issuer an authenticator app shows). */
export async function findAppName(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('config_name', '=', 'app_name')
    .executeTakeFirst();
  return row?.value?.trim() || null;
}

/** An update of the admin's authenticator columns that holds only while 2FA is off. */
const whileTwoFactorOff = (db: Db, adminId: number) =>
  db.updateTable('admins').where('id', '=', adminId).where('totp_enabled_at', 'is', null);

/** Keeps a new secret while enrolment is pending; false when 2FA is already on. */
export function storePendingSecret(
  db: Db,
  adminId: number,
  secret: string,
  now: string,
): Promise<boolean> {
  return changedOneRow(
    whileTwoFactorOff(db, adminId).set({
      totp_secret: secret,
      totp_last_step: null,
      updated_at: now,
    }),
  );
}

/** Turns 2FA on with the pending secret; false when it was already on. */
export function enableTwoFactor(
  db: Db,
  adminId: number,
  { step, now }: { step: number; now: string },
): Promise<boolean> {
  return changedOneRow(
    whileTwoFactorOff(db, adminId)
      .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
      .where('totp_secret', 'is not', null),
  );
}

/** Turns the authenticator app off: no secret, no recovery codes, no pending sign-in challenge. */
export async function clearTwoFactor(db: Db, adminId: number, now: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('sign_in_challenges').where('admin_id', '=', adminId).execute();
}

/**
 * Records `step` as the last code used, only when it is later than the last one (so a code is
 * accepted once, even by two requests at the same moment); false otherwise.
 */
export function useTotpStep(db: Db, adminId: number, step: number): Promise<boolean> {
  return changedOneRow(
    db
      .updateTable('admins')
      .set({ totp_last_step: step })
      .where('id', '=', adminId)
      .where('totp_enabled_at', 'is not', null)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])),
  );
}

// Recovery codes (hashed)

export async function replaceRecoveryCodes(
  db: Db,
  adminId: number,
  codeHashes: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(
      codeHashes.map((code_hash) => ({
        admin_id: adminId,
        code_hash,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
}

/** Marks the unused code used; false when there is no such unused code. */
export async function useRecoveryCode(
  db: Db,
  adminId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row ? useOneTimeToken(db, 'admin_recovery_codes', row.id, now) : false;
}

// Sign-in challenges: the step between a correct password and the second factor.

export const findChallenge = (db: Db, tokenHash: string) =>
  findOneTimeToken(db, 'sign_in_challenges', tokenHash);

/** Marks the challenge used; false when another request used it first. */
export const useChallenge = (db: Db, id: number, now: string) =>
  useOneTimeToken(db, 'sign_in_challenges', id, now);

export function deleteOldChallenges(db: Db, before: string) {
  return db.deleteFrom('sign_in_challenges').where('expires_at', '<', before).execute();
}

// The policy

/** A role's rule: a second factor required, and whether it must be a passkey. */
export type RolePolicy = { required: boolean; passkey: boolean };

export async function readPolicy(db: Db): Promise<Map<Role, RolePolicy>> {
  const rows = await db
    .selectFrom('two_factor_policy')
    .select(['role', 'required', 'passkey_required'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.role,
      { required: Number(row.required) === 1, passkey: Number(row.passkey_required) === 1 },
    ]),
  );
}

export async function writePolicy(db: Db, role: Role, rule: RolePolicy, now: string) {
  const values = {
    required: rule.required ? 1 : 0,
    passkey_required: rule.passkey ? 1 : 0,
    updated_at: now,
  };
  const result = await db
    .updateTable('two_factor_policy')
    .set(values)
    .where('role', '=', role)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await db
      .insertInto('two_factor_policy')
      .values({ role, ...values })
      .execute();
  }
}
