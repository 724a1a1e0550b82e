import { randomBytes } from 'node:crypto';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  INTEGRATION_MESSAGES,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
} from '@job-board/contract';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { changeRecord, createRecord } from '../../lib/change-record.js';
import type { Actor, Context, KeyActor } from '../../lib/context.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso, toIso } from '../../lib/time.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import * as repo from './api-keys.repository.js';

const ENTITY = 'api_key';
const keyRecord = recordKind(ENTITY, repo.findApiKey, INTEGRATION_MESSAGES.keyNotFound);
const KEY_START = 'jbk_';
const THROTTLE_WINDOW_MS = 60_000;
/** Tries at drawing a prefix no other key has (32 random bits: a clash is very rare). */
const PREFIX_DRAWS = 3;

/** A key as its audit rows show it: never the key itself nor its hash. */
const audited = (row: repo.ApiKeyRow) => ({
  name: row.name,
  prefix: row.prefix,
  scopes: repo.scopesOf(row),
  expires_at: row.expires_at,
});

/** `jbk_<8 hex>_<256 random bits, base64url>`; its first part is the prefix shown in lists. */
function newKey(): { prefix: string; secret: string } {
  const prefix = `${KEY_START}${randomBytes(4).toString('hex')}`;
  return { prefix, secret: `${prefix}_${randomToken()}` };
}

/**
 * Creates a key for one of the platform's services. Only the SHA-256 of the key is stored; the
 * key itself is in the answer, once.
 */
export async function createApiKey(
  context: Context,
  input: CreateApiKeyBody,
): Promise<{ key: ApiKey; secret: string }> {
  if (input.expires_at !== null && Date.parse(input.expires_at) <= Date.now()) {
    throw AppError.invalid({ expires_at: [INTEGRATION_MESSAGES.expiryInPast] });
  }
  for (let draw = 1; ; draw += 1) {
    try {
      return await insertKey(context, input);
    } catch (error) {
      if (!isUniqueViolation(error) || draw === PREFIX_DRAWS) throw error;
    }
  }
}

function insertKey(context: Context, input: CreateApiKeyBody) {
  const { prefix, secret } = newKey();
  const now = nowIso();
  return createRecord(context, ENTITY, async ({ db, actor }) => {
    const id = await repo.insertApiKey(db, {
      name: input.name,
      prefix,
      key_hash: sha256(secret),
      scopes: JSON.stringify(input.scopes),
      expires_at: input.expires_at,
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
      created_by: actor.adminId,
      created_at: now,
    });
    const row = (await repo.findApiKey(db, id))!;
    return {
      id,
      action: 'create',
      after: audited(row),
      result: { key: repo.toApiKey(row), secret },
    };
  });
}

/** Revokes a key at once: every call made with it is refused from now on (409 when already). */
export function revokeApiKey(context: Context, { keyId }: { keyId: number }): Promise<ApiKey> {
  return changeRecord(context, keyRecord(keyId), async ({ db }, row) => {
    const now = nowIso();
    if (!(await repo.revokeApiKey(db, keyId, now))) {
      throw AppError.conflict(INTEGRATION_MESSAGES.keyAlreadyRevoked);
    }
    return {
      action: 'revoke',
      before: { revoked_at: null },
      after: { revoked_at: now },
      details: { name: row.name, prefix: row.prefix },
      result: repo.toApiKey({ ...row, revoked_at: now }),
    };
  });
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The key an api-key endpoint is called with (`Authorization: Bearer jbk_…`): 401 when there is
 * none or it is unknown, revoked or expired, 429 past API_KEY_REQUESTS_PER_MINUTE, 403 without
 * the endpoint's scope (an endpoint naming none is open to no key). Keys are found by their hash,
 * so no stored secret is compared character by character. Each call records when and from where
 * the key was last used.
 */
export async function authenticateApiKey(
  context: Context<Actor | null>,
  input: { authorization: string | undefined; scope: ApiKeyScope | undefined; ip: string },
): Promise<KeyActor['apiKey']> {
  const token = input.authorization ? BEARER.exec(input.authorization)?.[1] : undefined;
  // Anything else (an admin's token, another scheme) is not an API key at all.
  if (!token || token.slice(0, KEY_START.length).toLowerCase() !== KEY_START) {
    throw AppError.unauthorized(INTEGRATION_MESSAGES.keyMissing);
  }
  const key = await repo.findApiKeyByHash(context.db, sha256(token));
  const now = new Date();
  if (
    !key ||
    key.revoked_at !== null ||
    (key.expires_at !== null && Date.parse(key.expires_at) <= now.getTime())
  ) {
    throw AppError.unauthorized(INTEGRATION_MESSAGES.keyInvalid);
  }
  await assertUnderRate(context, key.id, now);
  await repo.touchApiKey(context.db, key.id, toIso(now), input.ip);
  if (!input.scope || !repo.scopesOf(key).includes(input.scope)) {
    throw AppError.forbidden(INTEGRATION_MESSAGES.keyScope(input.scope ?? 'needed'));
  }
  return { id: key.id, name: key.name };
}

/**
 * Counts the call, then 429 with Retry-After when the key has made more than its share within
 * the window. Counting first and checking after means two processes taking the last call at
 * once may both be refused, never both let through. A refused call is not counted.
 */
async function assertUnderRate(
  context: Context<Actor | null>,
  keyId: number,
  now: Date,
): Promise<void> {
  const throttleKey = repo.throttleKeyOf(keyId);
  const since = toIso(new Date(now.getTime() - THROTTLE_WINDOW_MS));
  const callId = await repo.recordCall(context.db, throttleKey, toIso(now));
  const { n, oldest } = await repo.countCalls(context.db, throttleKey, since);
  if (n > API_KEY_REQUESTS_PER_MINUTE) {
    await repo.forgetCall(context.db, callId);
    const freeAt = Date.parse(oldest ?? toIso(now)) + THROTTLE_WINDOW_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw AppError.tooManyRequests(INTEGRATION_MESSAGES.keyThrottled, retryAfter);
  }
  if (Math.random() < 0.01) await repo.deleteCallsBefore(context.db, throttleKey, since);
}
