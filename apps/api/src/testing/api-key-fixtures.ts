import { randomBytes } from 'node:crypto';
import { API_KEY_SCOPES } from '@job-board/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ApiKeysTable } from '../db/schema.js';
import { randomToken, sha256 } from '../lib/tokens.js';
import { fixtureNow as now, nextFixtureNumber as next } from './fixture-sequence.js';

/**
 * An API key stored as the service stores one (every scope unless overridden); returns its id
 * and the key to send as `Authorization: Bearer …`.
 */
export async function insertApiKey(
  db: Db,
  overrides: Partial<Insertable<ApiKeysTable>> = {},
): Promise<{ id: number; secret: string; authorization: string }> {
  const prefix = `jbk_${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomToken()}`;
  const row = await db
    .insertInto('api_keys')
    .values({
      name: `Service ${next()}`,
      prefix,
      key_hash: sha256(secret),
      scopes: JSON.stringify(API_KEY_SCOPES),
      expires_at: null,
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
      created_by: null,
      created_at: now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret, authorization: `Bearer ${secret}` };
}
