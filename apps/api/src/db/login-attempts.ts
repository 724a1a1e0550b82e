import type { Db } from './database.js';

// The throttle table login_attempts: one row an attempt under a key (an email, an IP, an
// account's password checks, an API key's calls), counted over a window by every process that
// serves the database.

/** One attempt now under each key. */
export function recordAttempts(db: Db, keys: string[], now: string) {
  return db
    .insertInto('login_attempts')
    .values(keys.map((throttle_key) => ({ throttle_key, attempted_at: now })))
    .execute();
}

/** Attempts under the key since `since` (exclusive), and the oldest of them (for Retry-After). */
export function countAttemptsSince(db: Db, key: string, since: string) {
  return db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('attempted_at').as('oldest')])
    .where('throttle_key', '=', key)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
}

/** Forgets every attempt under the key (it succeeded). */
export function clearAttempts(db: Db, key: string) {
  return db.deleteFrom('login_attempts').where('throttle_key', '=', key).execute();
}
