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

describe('sign-in throttling per address', () => {
  const login = (email: string, password: string, ip = '203.0.113.20') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('answers 429 once one address has failed 20 times over many unknown emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await login(`nobody${i}@example.com`, 'guess')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
    const throttled = await login('nobody@example.com', 'guess');
    expect(throttled.json()).toEqual({ result: false, message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not held back.
    expect((await login('nobody@example.com', 'guess', '198.51.100.20')).statusCode).toBe(401);
  });

  it('holds back a few guesses against each of many admins, even the right password', async () => {
    for (let a = 0; a < 6; a++) await t.createAdmin({ email: `admin${a}@example.com` });
    const statuses: number[] = [];
    for (let a = 0; a < 6; a++) {
      for (let i = 0; i < 4; i++) {
        statuses.push((await login(`admin${a}@example.com`, `wrong-${i}`)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    expect((await login('admin0@example.com', ADMIN.password)).statusCode).toBe(429);
  });

  it('counts in the database over 15 minutes, then lets the address in again', async () => {
    await t.createAdmin();
    for (let i = 0; i < 20; i++) await login(`nobody${i}@example.com`, 'guess');
    const rows = await t.database.db
      .selectFrom('login_attempts')
      .select('throttle_key')
      .where('throttle_key', '=', 'login-ip:203.0.113.20')
      .execute();
    expect(rows).toHaveLength(20);
    await t.database.db
      .updateTable('login_attempts')
      .set({ attempted_at: isoAgo(10 * 60_000) })
      .execute();
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    await t.database.db
      .updateTable('login_attempts')
      .set({ attempted_at: isoAgo(15 * 60_000 + 1000) })
      .execute();
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});

describe('reset-link guessing', () => {
  const reset = (email: string, ip = '203.0.113.30', token = 'made-up-token') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/reset-password',
      payload: {
        email,
        token,
        password: 'a new password',
        password_confirmation: 'a new password',
      },
      remoteAddress: ip,
    });

  it('answers 429 once one address has tried 20 bad links over many emails', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await reset(`someone${i}@example.com`)).statusCode).toBe(422);
    }
    const throttled = await reset('another@example.com');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      result: false,
      message: AUTH_MESSAGES.tooManyResetAttempts,
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset('another@example.com', '198.51.100.30')).statusCode).toBe(422);
  });

  it('answers 429 once one email has had 10 bad links from any address, even a good one', async () => {
    await t.createAdmin();
    for (let i = 0; i < 10; i++) {
      expect((await reset(ADMIN.email, `198.51.100.${i + 1}`)).statusCode).toBe(422);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email: ADMIN.email },
    });
    const token = new URL(/https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0]).searchParams.get(
      'token',
    )!;
    const throttled = await reset(ADMIN.email, '192.0.2.50', token);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});
