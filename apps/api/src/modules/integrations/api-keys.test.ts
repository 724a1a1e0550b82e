import { INTEGRATION_MESSAGES, PERMISSION_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

const create = (payload: Record<string, unknown>, headers = auth()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload });
const list = (headers = auth()) =>
  t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers });
const revoke = (id: number | string, headers = auth()) =>
  t.app.inject({ method: 'POST', url: `/api/admin/api-keys/${id}/revoke`, headers });

const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'summary', 'ip'])
    .where('entity', '=', 'api_key')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/api-keys', () => {
  it('answers the key once and stores only its SHA-256, with an audit row naming neither', async () => {
    const response = await create({ name: ' KYC intake ', scopes: ['kyc.submit', 'kyc.submit'] });
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(INTEGRATION_MESSAGES.keyCreated);
    expect(data.secret).toMatch(/^jbk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(data.key).toEqual({
      id: expect.any(Number),
      name: 'KYC intake',
      prefix: data.secret.slice(0, 12),
      scopes: ['kyc.submit'],
      expires_at: null,
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
      created_by: 'Ada Admin',
      created_at: expect.any(String),
    });

    const stored = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', data.key.id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(sha256(data.secret));
    expect(JSON.stringify(stored)).not.toContain(data.secret.slice(13));

    const audit = await auditOf(data.key.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', admin_id: expect.any(Number) });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      after: {
        name: 'KYC intake',
        prefix: data.key.prefix,
        scopes: ['kyc.submit'],
        expires_at: null,
      },
    });
    expect(audit[0]!.summary).not.toContain(data.secret.slice(13));
    expect(audit[0]!.summary).not.toContain(stored.key_hash);
  });

  it('gives every key a new secret and prefix', async () => {
    const secrets = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      secrets.add((await create({ name: `Key ${i}`, scopes: ['kyc.read'] })).json().data.secret);
    }
    expect(secrets.size).toBe(3);
    expect(new Set([...secrets].map((secret) => secret.slice(0, 12))).size).toBe(3);
  });

  it('reads a date as the end of that day (UTC) and refuses one in the past', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const dated = await create({ name: 'Dated', scopes: ['kyc.read'], expires_at: future });
    expect(dated.statusCode).toBe(201);
    expect(dated.json().data.key.expires_at).toBe(`${future}T23:59:59.999Z`);

    const past = await create({ name: 'Past', scopes: ['kyc.read'], expires_at: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ expires_at: [INTEGRATION_MESSAGES.expiryInPast] });
  });

  it('names every bad field', async () => {
    const response = await create({ name: '', scopes: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: [expect.any(String)],
      scopes: [INTEGRATION_MESSAGES.scopesRequired],
    });
    const unknown = await create({ name: 'X', scopes: ['users.write'] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['scopes.0']);
  });
});

describe('GET /api/admin/api-keys', () => {
  it('lists the keys newest first with their creator’s name, never a secret or hash', async () => {
    const made = (await create({ name: 'Listed', scopes: ['kyc.read'] })).json().data;
    const response = await list();
    expect(response.statusCode).toBe(200);
    const keys = response.json().data;
    expect(keys[0]).toEqual(made.key);
    expect(keys.map((key: { id: number }) => key.id)).toEqual(
      [...keys.map((key: { id: number }) => key.id)].sort((a, b) => b - a),
    );
    expect(response.body).not.toContain(made.secret.slice(13));
    expect(response.body).not.toContain(sha256(made.secret));
  });
});

describe('POST /api/admin/api-keys/:id/revoke', () => {
  it('revokes a key once, with an audit row; a second revoke is a conflict', async () => {
    const { key } = (await create({ name: 'To revoke', scopes: ['kyc.read'] })).json().data;
    const response = await revoke(key.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: INTEGRATION_MESSAGES.keyRevoked,
      data: { ...key, revoked_at: expect.any(String) },
    });
    const revokedAt = response.json().data.revoked_at;

    const again = await revoke(key.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INTEGRATION_MESSAGES.keyAlreadyRevoked);

    const audit = await auditOf(key.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'revoke']);
    expect(JSON.parse(audit[1]!.summary!)).toEqual({
      name: 'To revoke',
      prefix: key.prefix,
      before: { revoked_at: null },
      after: { revoked_at: revokedAt },
    });
  });

  it('answers 404 for a key that does not exist', async () => {
    const response = await revoke(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INTEGRATION_MESSAGES.keyNotFound);
  });
});

describe('who manages API keys', () => {
  it('is owners only: an admin is refused every call with nothing changed', async () => {
    const { key } = (await create({ name: 'Owned', scopes: ['kyc.read'] })).json().data;
    const adminToken = await t.loginAs({ email: 'second@example.com', role: 'admin' });
    const headers = { authorization: `Bearer ${adminToken}` };
    for (const response of [
      await list(headers),
      await create({ name: 'Nope', scopes: ['kyc.read'] }, headers),
      await revoke(key.id, headers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PERMISSION_MESSAGES.forbidden);
    }
    const keys = (await list()).json().data as { name: string; revoked_at: string | null }[];
    expect(keys.some((k) => k.name === 'Nope')).toBe(false);
    expect(keys.find((k) => k.name === 'Owned')?.revoked_at).toBeNull();
  });
});
