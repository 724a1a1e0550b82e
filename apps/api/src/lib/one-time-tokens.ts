import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { changedOneRow } from './conditional-update.js';

/**
 * The tables of an admin's one-time tokens (an invitation link, a password reset link, the step
 * between a correct password and the second factor): each row keeps only the token's hash, its
 * expiry and when it was used.
 */
export type OneTimeTokenTable = 'admin_invitations' | 'password_resets' | 'sign_in_challenges';

/** A new token of an admin, valid from `now` until `expires_at`. */
export type NewOneTimeToken = {
  admin_id: number;
  token_hash: string;
  now: string;
  expires_at: string;
};

/** The columns of a new, unused token. */
export const newTokenColumns = (token: NewOneTimeToken) => ({
  admin_id: token.admin_id,
  token_hash: token.token_hash,
  created_at: token.now,
  expires_at: token.expires_at,
  used_at: null,
});

/** Stores a new, unused token in a table that holds nothing else. */
export function insertOneTimeToken(
  db: Db,
  table: 'password_resets' | 'sign_in_challenges',
  token: NewOneTimeToken,
) {
  return db.insertInto(table).values(newTokenColumns(token)).execute();
}

/** The token with this hash, used or not, expired or not (the caller judges). */
export function findOneTimeToken<T extends OneTimeTokenTable>(
  db: Db,
  table: T,
  tokenHash: string,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(table as OneTimeTokenTable)
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** Marks the token (or a recovery code) used; false when another request used it first. */
export function useOneTimeToken(
  db: Db,
  table: OneTimeTokenTable | 'admin_recovery_codes',
  id: number,
  now: string,
): Promise<boolean> {
  return changedOneRow(
    db.updateTable(table).set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null),
  );
}
