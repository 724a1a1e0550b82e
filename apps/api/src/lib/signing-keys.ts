import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowIso } from './time.js';

const KEY_BYTES = 32;

/** Keys already read, per database, so a request costs no extra query. */
const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The secret key for one purpose of signed links, created on first use. Every API process on the
 * same database gets the same key: the first to insert wins, the others read its row.
 */
export function signingKey(db: Db, purpose: string): Promise<Buffer> {
  const keys = cache.get(db) ?? new Map<string, Promise<Buffer>>();
  cache.set(db, keys);
  let key = keys.get(purpose);
  if (!key) {
    key = loadOrCreateKey(db, purpose);
    keys.set(purpose, key);
    // A failed read (database briefly down) must not stick: the next request tries again.
    key.catch(() => keys.delete(purpose));
  }
  return key;
}

async function loadOrCreateKey(db: Db, purpose: string): Promise<Buffer> {
  await db
    .insertInto('signing_keys')
    .values({
      purpose,
      secret: randomBytes(KEY_BYTES).toString('base64url'),
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}
