import { createServer } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { insertKycVerification } from '../testing/kyc-fixtures.js';
import { generateTotpSecret, totpCode, totpStep } from '../lib/totp.js';
import { ADMIN, buildTestApp, type TestApp } from '../testing/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of one sample in Prometheus text (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

async function scrape(app: TestApp['app']): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN or METRICS_PORT is set', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('http_requests_total');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route template, with latency, database and process figures', async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
    const token = await t.loginAs();
    const route = { route: '/api/admin/kyc/:id', method: 'GET', status: '404' };
    const before = await scrape(t.app);

    for (const id of [901, 902, 903]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/kyc/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(404);
    }
    const after = await scrape(t.app);

    expect(
      sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route),
    ).toBe(3);
    expect(
      sample(after, 'http_request_duration_seconds_count', route) -
        sample(before, 'http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    // The scrape itself is the one request in flight.
    expect(sample(after, 'http_requests_in_flight')).toBe(1);
    const selects = { operation: 'select', outcome: 'ok' };
    expect(sample(after, 'db_query_duration_seconds_count', selects)).toBeGreaterThan(
      sample(before, 'db_query_duration_seconds_count', selects),
    );
    expect(sample(after, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(after).toContain('db_pool_waiting ');
    expect(after).toContain('db_pool_errors ');
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts sign-ins by outcome and the throttled ones', async () => {
    t = await buildTestApp({ metricsToken: TOKEN, loginMaxAttempts: 2 });
    await t.createAdmin();
    const login = (password: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: ADMIN.email, password },
      });
    expect((await login(ADMIN.password)).statusCode).toBe(200);
    expect((await login('wrong password 1')).statusCode).toBe(401);
    expect((await login('wrong password 2')).statusCode).toBe(401);
    expect((await login(ADMIN.password)).statusCode).toBe(429);
    expect((await login(ADMIN.password)).statusCode).toBe(429);

    const text = await scrape(t.app);
    expect(sample(text, 'auth_logins_total', { outcome: 'success' })).toBe(1);
    expect(sample(text, 'auth_logins_total', { outcome: 'failure' })).toBe(2);
    expect(sample(text, 'auth_logins_total', { outcome: 'throttled' })).toBe(2);
    expect(sample(text, 'auth_login_throttled_total')).toBe(2);
  });

  it('counts second sign-in steps by outcome', async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
    const id = await t.createAdmin();
    const secret = generateTotpSecret();
    await t.database.db
      .updateTable('admins')
      .set({ totp_secret: secret, totp_enabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const { challenge } = login.json().data as { challenge: string };
    const step = (code: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/admin/auth/two-factor',
        payload: { challenge, code },
      });
    const wrong = totpCode(secret, totpStep() + 5);
    expect((await step(wrong)).statusCode).toBe(401);
    expect((await step(totpCode(secret, totpStep()))).statusCode).toBe(200);

    const text = await scrape(t.app);
    expect(sample(text, 'auth_logins_total', { outcome: 'success' })).toBe(1);
    expect(sample(text, 'auth_second_factor_total', { outcome: 'failure' })).toBe(1);
    expect(sample(text, 'auth_second_factor_total', { outcome: 'success' })).toBe(1);
  });

  it('counts KYC decisions by the status set', async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
    const token = await t.loginAs();
    const verify = (id: number, payload: Record<string, unknown>) =>
      t!.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/verify/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const first = await insertKycVerification(t.database.db);
    const second = await insertKycVerification(t.database.db);
    expect((await verify(first, { status: 'approved' })).statusCode).toBe(200);
    expect((await verify(second, { status: 'rejected' })).statusCode).toBe(200);
    expect((await verify(second, { admin_comment: 'Blurred photo' })).statusCode).toBe(200);
    // A refused decision (no such record) is not a decision.
    expect((await verify(999_999, { status: 'approved' })).statusCode).toBe(404);

    const text = await scrape(t.app);
    expect(sample(text, 'kyc_decisions_total', { decision: 'approved' })).toBe(1);
    expect(sample(text, 'kyc_decisions_total', { decision: 'rejected' })).toBe(1);
    expect(sample(text, 'kyc_decisions_total', { decision: 'comment' })).toBe(1);
  });

  it('counts 5xx answers and failed statements', async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
    const token = await t.loginAs();
    const before = await scrape(t.app);
    await expect(sql`select * from no_such_table`.execute(t.database.db)).rejects.toThrow();
    // The database goes away: the next request cannot be answered.
    await t.database.close();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);

    const after = await scrape(t.app);
    const route = { route: '/api/admin/audit-log' };
    expect(
      sample(after, 'http_server_errors_total', route) -
        sample(before, 'http_server_errors_total', route),
    ).toBe(1);
    expect(sample(after, 'db_query_errors_total') - sample(before, 'db_query_errors_total')).toBe(
      1,
    );
  });

  it('with METRICS_PORT, answers on that port of 127.0.0.1 only, not on the main port', async () => {
    const metricsPort = await freePort();
    t = await buildTestApp({ metricsPort });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };

    const main = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(main.status).toBe(404);
    await fetch(`http://127.0.0.1:${port}/healthz`);
    const separate = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(separate.status).toBe(200);
    const text = await separate.text();
    expect(sample(text, 'http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
  });
});
