import type { Db } from '../../db/database.js';
import { findById } from '../../db/rows.js';
import { recordAttempts } from '../../db/login-attempts.js';

export type LiveSessionRow = {
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
};

export type LiveTokenRow = {
  id: number;
  created_at: string;
  last_used_at: string;
  ip: string | null;
  user_agent: string | null;
};

/** The admin's sessions that have not expired (idle timeout and maximum age). */
export function listLiveSessions(
  db: Db,
  adminId: number,
  { now, createdAfter }: { now: string; createdAfter: string },
): Promise<LiveSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now)
    .where('created_at', '>', createdAfter)
    .execute();
}

/** The admin's bearer tokens that are neither revoked nor expired (idle or maximum age). */
export function listLiveTokens(
  db: Db,
  adminId: number,
  { now, usedAfter }: { now: string; usedAfter: string },
): Promise<LiveTokenRow[]> {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'created_at', 'last_used_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', usedAfter)
    .execute();
}

export async function deleteSessions(db: Db, adminId: number, idHashes: string[]) {
  if (idHashes.length === 0) return 0;
  const result = await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('id_hash', 'in', idHashes)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function revokeTokens(db: Db, adminId: number, ids: number[], now: string) {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every session of the admin but those kept; how many ended. */
export async function deleteSessionsExcept(db: Db, adminId: number, keepIdHashes: string[]) {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (keepIdHashes.length > 0) query = query.where('id_hash', 'not in', keepIdHashes);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Revokes every live token of the admin but those kept; how many. */
export async function revokeTokensExcept(db: Db, adminId: number, keepIds: number[], now: string) {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The fields of their own profile an admin may change. */
export type ProfileChanges = { name?: string; img_url?: string | null; time_zone?: string | null };

export function updateProfile(db: Db, adminId: number, changes: ProfileChanges, now: string) {
  return db
    .updateTable('admins')
    .set({ ...changes, updated_at: now })
    .where('id', '=', adminId)
    .executeTakeFirst();
}

export const findAdmin = (db: Db, adminId: number) => findById(db, 'admins', adminId);

export function updatePassword(db: Db, adminId: number, passwordHash: string, now: string) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', adminId)
    .execute();
}

// Wrong current passwords, counted in the sign-in throttle table under their own key.

export const recordFailure = (db: Db, key: string, now: string) => recordAttempts(db, [key], now);

export {
  countAttemptsSince as countFailures,
  clearAttempts as clearFailures,
} from '../../db/login-attempts.js';
