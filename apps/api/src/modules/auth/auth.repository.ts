import type { Selectable } from 'kysely';
import { insertAdminRow } from '../../db/admin-rows.js';
import type { Db } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import { policyOfRow } from '../../db/second-factor.js';
import type { Role } from '@job-board/contract';
import type { AdminRow, SessionsTable } from '../../db/schema.js';
import {
  findOneTimeToken,
  insertOneTimeToken,
  useOneTimeToken,
  type NewOneTimeToken,
} from '../../lib/one-time-tokens.js';

export type { AdminRow };
export type SessionRow = Selectable<SessionsTable>;

export { findAdminByEmail } from '../../db/admin-rows.js';

export function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new admin, an owner unless `role` says otherwise. */
export const insertAdmin = (
  db: Db,
  admin: { name: string; email: string; password_hash: string; now: string; role?: Role },
) => insertAdminRow(db, { ...admin, role: admin.role ?? 'owner' });

export function updateAdminPassword(db: Db, adminId: number, passwordHash: string, now: string) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', adminId)
    .execute();
}

// Access tokens

export function insertToken(
  db: Db,
  token: {
    admin_id: number;
    token_hash: string;
    now: string;
    expires_at: string;
    ip?: string | null;
    user_agent?: string | null;
  },
) {
  return db
    .insertInto('access_tokens')
    .values({
      admin_id: token.admin_id,
      token_hash: token.token_hash,
      created_at: token.now,
      last_used_at: token.now,
      expires_at: token.expires_at,
      revoked_at: null,
      ip: token.ip ?? null,
      user_agent: token.user_agent ?? null,
    })
    .execute();
}

const tokenWithAdmin = precompiled(['token hash'] as [string], (db: Db, tokenHash) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('admins', 'admins.id', 'access_tokens.admin_id')
    .leftJoin('two_factor_policy', 'two_factor_policy.role', 'admins.role')
    .selectAll('admins')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.last_used_at as token_last_used_at',
      'access_tokens.expires_at as token_expires_at',
      'access_tokens.revoked_at as token_revoked_at',
      'two_factor_policy.required as policy_required',
      'two_factor_policy.passkey_required as policy_passkey_required',
    ])
    .where('access_tokens.token_hash', '=', tokenHash),
);

/**
 * A bearer token with its admin and the second factor their role requires, in one statement
 * compiled once (it runs on every request an app makes).
 */
export async function findTokenWithAdmin(db: Db, tokenHash: string) {
  const [row] = await tokenWithAdmin(db, tokenHash);
  if (!row) return undefined;
  const {
    token_id,
    token_last_used_at,
    token_expires_at,
    token_revoked_at,
    policy_required,
    policy_passkey_required,
    ...admin
  } = row;
  return {
    token: {
      id: token_id,
      last_used_at: token_last_used_at,
      expires_at: token_expires_at,
      revoked_at: token_revoked_at,
    },
    admin: admin satisfies AdminRow,
    secondFactorPolicy: policyOfRow({
      required: policy_required,
      passkey_required: policy_passkey_required,
    }),
  };
}

export function touchToken(db: Db, id: number, now: string) {
  return db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

export function revokeToken(db: Db, id: number, now: string) {
  return db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeAllTokens(db: Db, adminId: number, now: string) {
  return db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}

// Sessions

export function insertSession(db: Db, session: SessionRow) {
  return db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, idHash: string) {
  return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

export function touchSession(db: Db, idHash: string, lastSeenAt: string, expiresAt: string) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

export function deleteSession(db: Db, idHash: string) {
  return db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export function deleteAdminSessions(db: Db, adminId: number) {
  return db.deleteFrom('sessions').where('admin_id', '=', adminId).execute();
}

export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

// Password resets

export const insertPasswordReset = (db: Db, reset: NewOneTimeToken) =>
  insertOneTimeToken(db, 'password_resets', reset);

export const findPasswordReset = (db: Db, tokenHash: string) =>
  findOneTimeToken(db, 'password_resets', tokenHash);

/** Marks the reset used; false when another request already used it. */
export const usePasswordReset = (db: Db, id: number, now: string) =>
  useOneTimeToken(db, 'password_resets', id, now);

// Login throttling

export {
  recordAttempts as recordLoginFailure,
  countAttemptsSince as countLoginFailures,
  clearAttempts as clearLoginFailures,
} from '../../db/login-attempts.js';

export function deleteOldLoginFailures(db: Db, before: string) {
  return db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}

/** The admin's pending sign-in steps (a password passed, a second factor awaited). */
export function deleteSignInChallenges(db: Db, adminId: number) {
  return db.deleteFrom('sign_in_challenges').where('admin_id', '=', adminId).execute();
}

export function touchAdminSignIn(db: Db, adminId: number, now: string) {
  return db.updateTable('admins').set({ last_sign_in_at: now }).where('id', '=', adminId).execute();
}

// Sign-in challenges: the step between a correct password and the second factor.

export const insertChallenge = (db: Db, challenge: NewOneTimeToken) =>
  insertOneTimeToken(db, 'sign_in_challenges', challenge);
