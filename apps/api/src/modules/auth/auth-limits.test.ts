import { AUTH_MESSAGES } from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { ADMIN, buildTestApp, type BrowserSession, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const HOUR_MS = 3_600_000;
const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('session lifetime', () => {
  const details = (session: BrowserSession) =>
    t.app.inject({ url: '/api/admin/auth/details', cookies: session.cookies });
  const sessionRow = () =>
    t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('admin_id', 'is not', null)
      .executeTakeFirst();

  it('defaults to 12 hours and is configurable', () => {
    expect(loadConfig({}).sessionMaxAgeMinutes).toBe(720);
    expect(loadConfig({ SESSION_MAX_AGE_MINUTES: '90' }).sessionMaxAgeMinutes).toBe(90);
    expect(() => loadConfig({ SESSION_MAX_AGE_MINUTES: 'forever' })).toThrow(
      /SESSION_MAX_AGE_MINUTES/,
    );
  });

  it('ends a session in regular use once its maximum age is reached', async () => {
    const session = await t.signInWithCookies();
    expect((await details(session)).statusCode).toBe(200);
    // Used a minute ago, so the idle timeout is far off; but it started 12 hours ago.
    await t.database.db
      .updateTable('sessions')
      .set({
        created_at: isoAgo(12 * HOUR_MS + 1000),
        last_seen_at: isoAgo(60_000),
        expires_at: new Date(Date.now() + HOUR_MS).toISOString(),
      })
      .where('admin_id', 'is not', null)
      .execute();
    const response = await details(session);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ result: false, message: AUTH_MESSAGES.unauthenticated });
    expect(await sessionRow()).toBeUndefined();
  });

  it('never slides the idle expiry past the maximum age', async () => {
    const session = await t.signInWithCookies();
    const createdAt = isoAgo(12 * HOUR_MS - 30 * 60_000);
    await t.database.db
      .updateTable('sessions')
      .set({ created_at: createdAt, last_seen_at: isoAgo(5 * 60_000) })
      .where('admin_id', 'is not', null)
      .execute();
    expect((await details(session)).statusCode).toBe(200);
    const row = await sessionRow();
    expect(Date.parse(row!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    // The idle timeout (2 hours) would end later than the session's twelfth hour.
    expect(Date.parse(row!.expires_at)).toBe(Date.parse(createdAt) + 12 * HOUR_MS);
  });

  it('keeps a session younger than its maximum age sliding as before', async () => {
    const session = await t.signInWithCookies();
    await t.database.db
      .updateTable('sessions')
      .set({ created_at: isoAgo(HOUR_MS), last_seen_at: isoAgo(5 * 60_000) })
      .where('admin_id', 'is not', null)
      .execute();
    expect((await details(session)).statusCode).toBe(200);
    const row = await sessionRow();
    const idleEnd = Date.now() + t.config.sessionIdleMinutes * 60_000;
    expect(Math.abs(Date.parse(row!.expires_at) - idleEnd)).toBeLessThan(10_000);
  });
});

describe('forgot-password throttling', () => {
  const forgot = (email: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });

  it('limits requests per email, answering known and unknown emails alike', async () => {
    await t.createAdmin();
    for (const email of [ADMIN.email, 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
      const throttled = await forgot(email.toUpperCase());
      expect(throttled.statusCode, email).toBe(429);
      expect(throttled.json()).toEqual({
        result: false,
        message: AUTH_MESSAGES.tooManyResetRequests,
      });
      const retryAfter = Number(throttled.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Three mails to the admin, however many requests came.
    expect(t.mails).toHaveLength(3);
  });

  it('limits requests per IP over every email', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`someone${i}@example.com`)).statusCode).toBe(200);
    }
    expect((await forgot('another@example.com')).statusCode).toBe(429);
    expect((await forgot('another@example.com', '198.51.100.9')).statusCode).toBe(200);
  });

  it('counts in the database, so every process shares it, and lets requests pass later', async () => {
    await t.createAdmin();
    for (let i = 0; i < 3; i++) await forgot(ADMIN.email);
    const rows = await t.database.db
      .selectFrom('login_attempts')
      .select('throttle_key')
      .where('throttle_key', '=', `reset:${ADMIN.email}`)
      .execute();
    expect(rows).toHaveLength(3);
    expect((await forgot(ADMIN.email)).statusCode).toBe(429);
    await t.database.db
      .updateTable('login_attempts')
      .set({ attempted_at: isoAgo(15 * 60_000 + 1000) })
      .execute();
    expect((await forgot(ADMIN.email)).statusCode).toBe(200);
  });

  it('is not emptied by the sign-in throttle’s clean-up of its own, shorter window', async () => {
    await t.createAdmin();
    for (let i = 0; i < 3; i++) await forgot(ADMIN.email);
    // Five minutes old: past the sign-in window, within the reset window.
    await t.database.db
      .updateTable('login_attempts')
      .set({ attempted_at: isoAgo(5 * 60_000) })
      .execute();
    const random = Math.random;
    Math.random = () => 0; // the clean-up runs on about 1 request in 100
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: ADMIN.email, password: 'wrong password' },
      });
    } finally {
      Math.random = random;
    }
    expect((await forgot(ADMIN.email)).statusCode).toBe(429);
  });
});
