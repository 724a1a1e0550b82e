import type { Db } from '../../db/database.js';

export type PasskeyRow = NonNullable<Awaited<ReturnType<typeof findByCredentialId>>>;

export function listForAdmin(db: Db, adminId: number) {
  return db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('id')
    .execute();
}

export function findForAdmin(db: Db, adminId: number, id: number) {
  return db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findByCredentialId(db: Db, credentialId: string) {
  return db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** Adds a passkey and counts it on the admin; returns its id. */
export async function insert(
  db: Db,
  passkey: {
    admin_id: number;
    credential_id: string;
    public_key: string;
    counter: number;
    transports: string[];
    name: string;
    synced: boolean;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('admin_passkeys')
    .values({
      admin_id: passkey.admin_id,
      credential_id: passkey.credential_id,
      public_key: passkey.public_key,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      synced: passkey.synced ? 1 : 0,
      created_at: passkey.now,
      last_used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('admins')
    .set((eb) => ({ passkey_count: eb('passkey_count', '+', 1), updated_at: passkey.now }))
    .where('id', '=', passkey.admin_id)
    .execute();
  return Number(row.id);
}

/**
 * Counts one passkey fewer on the admin, only while more than `keep` remain (the admin's row is
 * locked until the transaction ends, so two removals at once cannot both pass); false otherwise.
 */
export async function uncount(db: Db, adminId: number, keep: number, now: string) {
  const result = await db
    .updateTable('admins')
    .set((eb) => ({ passkey_count: eb('passkey_count', '-', 1), updated_at: now }))
    .where('id', '=', adminId)
    .where('passkey_count', '>', keep)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function remove(db: Db, adminId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_passkeys')
    .where('admin_id', '=', adminId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A successful sign-in: the authenticator's new counter and the time. */
export function touch(db: Db, id: number, counter: number, now: string) {
  return db
    .updateTable('admin_passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

// Ceremony challenges

export function insertChallenge(
  db: Db,
  challenge: {
    challenge: string;
    purpose: 'register' | 'sign-in';
    admin_id: number | null;
    sign_in_challenge_id: number | null;
    now: string;
    expires_at: string;
  },
) {
  return db
    .insertInto('webauthn_challenges')
    .values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      admin_id: challenge.admin_id,
      sign_in_challenge_id: challenge.sign_in_challenge_id,
      created_at: challenge.now,
      expires_at: challenge.expires_at,
      used_at: null,
    })
    .execute();
}

/**
 * Uses up the ceremony's challenge: only an unused, unexpired one of that purpose, once, even
 * for two requests at the same moment. Returns it, or undefined.
 */
export function useChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign-in',
  now: string,
) {
  return db
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'challenge', 'admin_id', 'sign_in_challenge_id'])
    .executeTakeFirst();
}

export function deleteOldChallenges(db: Db, before: string) {
  return db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute();
}
