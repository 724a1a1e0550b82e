import type { ApiKey, ApiKeyScope } from '@job-board/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { countAttemptsSince } from '../../db/login-attempts.js';
import type { ApiKeysTable } from '../../db/schema.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;
type ApiKeyWithCreator = ApiKeyRow & { creator_name: string | null };

const withCreator = (db: Db) =>
  db
    .selectFrom('api_keys as k')
    .leftJoin('admins as a', 'a.id', 'k.created_by')
    .selectAll('k')
    .select('a.name as creator_name');

/** Every key, newest first, with the name of the admin who created it. */
export function listApiKeys(db: Db): Promise<ApiKeyWithCreator[]> {
  return withCreator(db).orderBy('k.id', 'desc').execute();
}

export function findApiKey(db: Db, id: number): Promise<ApiKeyWithCreator | undefined> {
  return withCreator(db).where('k.id', '=', id).executeTakeFirst();
}

/** The key whose SHA-256 is `keyHash` (api_keys.key_hash is unique). */
export function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function insertApiKey(db: Db, key: Insertable<ApiKeysTable>): Promise<number> {
  const row = await db.insertInto('api_keys').values(key).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes the key; false when it was revoked already. */
export async function revokeApiKey(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function touchApiKey(db: Db, id: number, now: string, ip: string) {
  return db
    .updateTable('api_keys')
    .set({ last_used_at: now, last_used_ip: ip })
    .where('id', '=', id)
    .execute();
}

export const scopesOf = (row: ApiKeyRow): ApiKeyScope[] => JSON.parse(row.scopes) as ApiKeyScope[];

export const toApiKey = (row: ApiKeyWithCreator): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: scopesOf(row),
  expires_at: row.expires_at,
  last_used_at: row.last_used_at,
  last_used_ip: row.last_used_ip,
  revoked_at: row.revoked_at,
  created_by: row.creator_name,
  created_at: row.created_at,
});

// Calls counted for throttling: rows of login_attempts keyed `api-key:<id>`, so every process
// serving the database counts the same calls.

export const throttleKeyOf = (keyId: number) => `api-key:${keyId}`;

export async function recordCall(db: Db, throttleKey: string, now: string): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ throttle_key: throttleKey, attempted_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Calls since `since` (exclusive), and the oldest of them (to compute Retry-After). */
export async function countCalls(db: Db, throttleKey: string, since: string) {
  const row = await countAttemptsSince(db, throttleKey, since);
  return { n: Number(row.n), oldest: row.oldest === null ? null : String(row.oldest) };
}

export function forgetCall(db: Db, id: number) {
  return db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

export function deleteCallsBefore(db: Db, throttleKey: string, before: string) {
  return db
    .deleteFrom('login_attempts')
    .where('throttle_key', '=', throttleKey)
    .where('attempted_at', '<=', before)
    .execute();
}
