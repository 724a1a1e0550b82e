import { API_KEY_REQUESTS_PER_MINUTE, INTEGRATION_MESSAGES, endpoints } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { apiRoutes } from '../routes.js';
import { assertRoutesMatchRegistry } from '../../plugins/routes.js';
import { insertApiKey } from '../../testing/api-key-fixtures.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { openSecondConnection } from '../../testing/second-connection.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { throttleKeyOf } from './api-keys.repository.js';

// The api-key access rule of the request pipeline, on the intake API's read call.

let t: TestApp;
let checkId: number;

const show = (headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
  t.app.inject({
    method: 'GET',
    url: `/api/platform/kyc-verifications/${checkId}`,
    headers,
    remoteAddress,
  });

const keyRow = (id: number) =>
  t.database.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const callsCounted = async (keyId: number) =>
  (
    await t.database.db
      .selectFrom('login_attempts')
      .select('id')
      .where('throttle_key', '=', throttleKeyOf(keyId))
      .execute()
  ).length;

beforeAll(async () => {
  t = await buildTestApp();
  checkId = await insertKycVerification(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('the api-key access rule', () => {
  it('lets a key with the scope in, recording when and from where it was used', async () => {
    const key = await insertApiKey(t.database.db, { scopes: JSON.stringify(['kyc.read']) });
    const before = new Date().toISOString();
    const response = await show({ authorization: key.authorization });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({ id: checkId, status: 'pending' });
    const row = await keyRow(key.id);
    expect(row.last_used_ip).toBe('198.51.100.7');
    expect(row.last_used_at! >= before).toBe(true);
  });

  it('audits every call with the key and endpoint: no admin, the caller’s address', async () => {
    const key = await insertApiKey(t.database.db, { name: 'Audited service' });
    await show({ authorization: key.authorization }, '203.0.113.9');
    const rows = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'kyc_verification')
      .where('entity_id', '=', checkId)
      .where('action', '=', 'view')
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]).toMatchObject({ admin_id: null, ip: '203.0.113.9' });
    expect(JSON.parse(rows[0]!.summary!)).toEqual({
      api_key: 'Audited service',
      api_key_id: key.id,
      endpoint: 'platform.showKyc',
    });
    expect(rows[0]!.summary).not.toContain(key.secret);
  });

  it.each([
    ['no Authorization header', {}],
    ['another scheme', { authorization: 'Basic YTpi' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['an admin-style token', { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz012345' }],
  ])('answers 401 asking for a key to %s', async (_case, headers) => {
    const response = await show(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ result: false, message: INTEGRATION_MESSAGES.keyMissing });
  });

  it('answers 401 to a malformed, unknown, revoked or expired key', async () => {
    const revoked = await insertApiKey(t.database.db, { revoked_at: '2026-01-01T00:00:00.000Z' });
    const expired = await insertApiKey(t.database.db, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const known = await insertApiKey(t.database.db);
    for (const authorization of [
      'Bearer jbk_',
      'Bearer jbk_12345678',
      `Bearer ${known.secret}x`,
      `Bearer ${known.secret.toUpperCase()}`,
      revoked.authorization,
      expired.authorization,
    ]) {
      const response = await show({ authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().message).toBe(INTEGRATION_MESSAGES.keyInvalid);
    }
    expect((await keyRow(revoked.id)).last_used_at).toBeNull();
  });

  it('refuses a key revoked through the back office from then on', async () => {
    const owner = await t.loginAs();
    const key = await insertApiKey(t.database.db);
    expect((await show({ authorization: key.authorization })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/api-keys/${key.id}/revoke`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await show({ authorization: key.authorization })).statusCode).toBe(401);
  });

  it('answers 403 to a key without the endpoint’s scope', async () => {
    const key = await insertApiKey(t.database.db, { scopes: JSON.stringify(['kyc.submit']) });
    const response = await show({ authorization: key.authorization });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(INTEGRATION_MESSAGES.keyScope('kyc.read'));
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/platform/kyc-verifications',
      headers: {
        authorization: (await insertApiKey(t.database.db, { scopes: '["kyc.read"]' }))
          .authorization,
      },
      payload: {},
    });
    expect(submit.statusCode).toBe(403);
    expect(submit.json().message).toBe(INTEGRATION_MESSAGES.keyScope('kyc.submit'));
  });

  it('takes no admin token, session or anti-forgery token, and a cookie changes nothing', async () => {
    const token = await t.loginAs();
    const browser = await t.signInWithCookies();
    expect((await show({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const withSession = await t.app.inject({
      method: 'GET',
      url: `/api/platform/kyc-verifications/${checkId}`,
      cookies: browser.cookies,
    });
    expect(withSession.statusCode).toBe(401);

    // A key with a session cookie and no anti-forgery token: the key decides, not the cookie.
    const key = await insertApiKey(t.database.db);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/platform/kyc-verifications',
      headers: { authorization: key.authorization },
      cookies: browser.cookies,
      payload: {},
    });
    expect(submit.statusCode).toBe(422);
  });
});

describe('throttling per key', () => {
  it(`allows ${API_KEY_REQUESTS_PER_MINUTE} calls a minute, then 429 until the window moves on`, async () => {
    const key = await insertApiKey(t.database.db);
    const other = await insertApiKey(t.database.db);
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i += 1) {
      expect((await show({ authorization: key.authorization })).statusCode).toBe(200);
    }
    const refused = await show({ authorization: key.authorization });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(INTEGRATION_MESSAGES.keyThrottled);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // A refused call is not counted, and another key is not throttled with it.
    expect(await callsCounted(key.id)).toBe(API_KEY_REQUESTS_PER_MINUTE);
    expect((await show({ authorization: other.authorization })).statusCode).toBe(200);

    // A minute later, the calls have left the window.
    await t.database.db
      .updateTable('login_attempts')
      .set({ attempted_at: new Date(Date.now() - 61_000).toISOString() })
      .where('throttle_key', '=', throttleKeyOf(key.id))
      .execute();
    expect((await show({ authorization: key.authorization })).statusCode).toBe(200);
  });

  it('counts the calls of every API process sharing the database', async () => {
    const key = await insertApiKey(t.database.db);
    const second = await openSecondConnection(t.database);
    const other = await buildApp(t.config, { database: second, logger: false });
    try {
      await other.ready();
      for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i += 1) {
        const app = i % 2 ? other : t.app;
        const response = await app.inject({
          method: 'GET',
          url: `/api/platform/kyc-verifications/${checkId}`,
          headers: { authorization: key.authorization },
        });
        expect(response.statusCode).toBe(200);
      }
      for (const app of [t.app, other]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/platform/kyc-verifications/${checkId}`,
          headers: { authorization: key.authorization },
        });
        expect(response.statusCode).toBe(429);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('start-up', () => {
  it('refuses an api-key endpoint that names no scope', () => {
    const withoutScope = apiRoutes.map((route) =>
      route.endpoint === endpoints.platform.showKyc
        ? { ...route, endpoint: { ...route.endpoint, scope: undefined } }
        : route,
    );
    expect(() => assertRoutesMatchRegistry(withoutScope)).toThrow(
      /platform\.showKyc takes an API key but names no scope/,
    );
    expect(() => assertRoutesMatchRegistry(apiRoutes)).not.toThrow();
  });
});
