import {
  AUTH_MESSAGES,
  ENROLMENT_ENDPOINTS,
  PERMISSION_MESSAGES,
  TWO_FACTOR_MESSAGES,
  allEndpoints,
} from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../lib/totp.js';
import { insertSetting } from '../../testing/subscriptions-fixtures.js';
import { ADMIN, buildTestApp, cookiesOf, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(url: string, token: string | null, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload ?? {},
    headers: token ? bearer(token) : {},
  });
}

const login = (email = ADMIN.email, password = ADMIN.password) =>
  post('/api/admin/auth/login', null, { email, password });

const secondStep = (payload: Record<string, unknown>) =>
  post('/api/admin/auth/two-factor', null, payload);

/** Enrols the admin signed in with `token`; returns the secret, the recovery codes, the step used. */
async function enrol(token: string) {
  const setup = await post('/api/admin/account/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const step = totpStep();
  const confirm = await post('/api/admin/account/two-factor/confirm', token, {
    code: totpCode(secret, step),
  });
  expect(confirm.statusCode).toBe(200);
  const codes = confirm.json().data.recovery_codes as string[];
  return { secret, codes, step };
}

async function challengeFor(email = ADMIN.email, password = ADMIN.password) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  const { data } = response.json() as { data: { two_factor_required: true; challenge: string } };
  expect(data.two_factor_required).toBe(true);
  return data.challenge;
}

async function auditActions() {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'summary'])
    .orderBy('id')
    .execute();
  return rows;
}

describe('enrolment', () => {
  it('returns a secret, its otpauth URI and a QR code; the secret waits for a first code', async () => {
    const token = await t.loginAs();
    const response = await post('/api/admin/account/two-factor/setup', token);
    expect(response.statusCode).toBe(200);
    const { secret, otpauth_uri, qr } = response.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Job%20Board:admin%40example.com?secret=${secret}&issuer=Job+Board&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');

    const row = await t.database.db
      .selectFrom('admins')
      .select(['totp_secret', 'totp_enabled_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: secret, totp_enabled_at: null });
    // Pending: the login still answers a token.
    expect((await login()).json().data.token).toEqual(expect.any(String));
  });

  it('names the app from the settings as the issuer', async () => {
    await t.database.db
      .insertInto('settings')
      .values({
        config_name: 'app_name',
        display_name: 'App Name',
        value: 'Acme Jobs',
        setting_tab: 'general',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const token = await t.loginAs();
    const response = await post('/api/admin/account/two-factor/setup', token);
    expect(response.json().data.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Acme%20Jobs:.*issuer=Acme\+Jobs/,
    );
  });

  it('refuses a wrong first code, then turns on with the right one and gives 10 codes once', async () => {
    await t.requireTwoFactor();
    const token = await t.loginAs();
    const setup = await post('/api/admin/account/two-factor/setup', token);
    const { secret } = setup.json().data;
    const wrong = await post('/api/admin/account/two-factor/confirm', token, {
      code: totpCode(secret, totpStep() + 5),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });

    const confirm = await post('/api/admin/account/two-factor/confirm', token, {
      code: totpCode(secret, totpStep()),
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored = await t.database.db
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => code_hash.includes(code))).toBe(false);
    }

    const details = await t.app.inject({ url: '/api/admin/auth/details', headers: bearer(token) });
    expect(details.json().data.two_factor).toEqual({
      enabled: true,
      required: true,
      passkeys: 0,
      passkey_required: false,
    });

    const again = await post('/api/admin/account/two-factor/setup', token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const confirmAgain = await post('/api/admin/account/two-factor/confirm', token, {
      code: totpCode(secret, totpStep()),
    });
    expect(confirmAgain.statusCode).toBe(409);

    const actions = (await auditActions()).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['two-factor-setup', 'two-factor-enabled']));
    // The audit log never holds the secret.
    for (const row of await auditActions()) expect(row.summary ?? '').not.toContain(secret);
  });

  it('cannot confirm before the setup has started', async () => {
    const token = await t.loginAs();
    const response = await post('/api/admin/account/two-factor/confirm', token, {
      code: '123456',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.notStarted);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code, signs in with it once, then with a recovery code once', async () => {
    const adminId = await t.createAdmin();
    const { secret, codes, step } = await enrol(await t.loginAs());

    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      result: true,
      message: AUTH_MESSAGES.twoFactorRequired,
      data: {
        two_factor_required: true,
        challenge: expect.any(String),
        methods: ['totp', 'recovery_code'],
      },
    });
    const tokensBefore = await t.database.db.selectFrom('access_tokens').selectAll().execute();
    const challenge = first.json().data.challenge as string;

    // The code of the enrolment was used up: it cannot sign in.
    const reused = await secondStep({ challenge, code: totpCode(secret, step) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.codeAlreadyUsed);

    const next = totpCode(secret, step + 1);
    const signedIn = await secondStep({ challenge, code: next });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token as string;
    const details = await t.app.inject({ url: '/api/admin/auth/details', headers: bearer(token) });
    expect(details.json().data.id).toBe(adminId);
    expect(await t.database.db.selectFrom('access_tokens').selectAll().execute()).toHaveLength(
      tokensBefore.length + 1,
    );

    // The same challenge and the same code work only once.
    const challengeAgain = await secondStep({ challenge, code: next });
    expect(challengeAgain.statusCode).toBe(401);
    expect(challengeAgain.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
    const replay = await secondStep({ challenge: await challengeFor(), code: next });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.codeAlreadyUsed);

    // A recovery code, typed in capitals and without dashes, signs in once.
    const recovery = codes[3]!;
    const typed = recovery.replace(/-/g, '').toUpperCase();
    const byRecovery = await secondStep({ challenge: await challengeFor(), recovery_code: typed });
    expect(byRecovery.statusCode).toBe(200);
    expect(byRecovery.json().data.token).toEqual(expect.any(String));
    const recoveryAgain = await secondStep({
      challenge: await challengeFor(),
      recovery_code: recovery,
    });
    expect(recoveryAgain.statusCode).toBe(401);
    expect(recoveryAgain.json().message).toBe(TWO_FACTOR_MESSAGES.wrongRecoveryCode);

    const signIns = (await auditActions()).filter((row) => row.action === 'sign-in');
    expect(signIns.slice(-2).map((row) => JSON.parse(row.summary!))).toEqual([
      { second_factor: 'totp' },
      { second_factor: 'recovery_code' },
    ]);
  });

  it('accepts one code and one recovery code once even when sent at the same moment', async () => {
    await t.createAdmin();
    const { secret, codes, step } = await enrol(await t.loginAs());
    const code = totpCode(secret, step + 1);
    const challenges = await Promise.all([challengeFor(), challengeFor(), challengeFor()]);
    const byCode = await Promise.all(
      challenges.map((challenge) => secondStep({ challenge, code })),
    );
    expect(byCode.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);

    const more = await Promise.all([challengeFor(), challengeFor(), challengeFor()]);
    const byRecovery = await Promise.all(
      more.map((challenge) => secondStep({ challenge, recovery_code: codes[0] })),
    );
    expect(byRecovery.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('gives a browser its session only after the second factor', async () => {
    await t.createAdmin();
    const { secret, step } = await enrol(await t.loginAs());
    const { cookies, xsrfToken } = await t.csrfSession();
    const headers = { 'x-xsrf-token': xsrfToken };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
      headers,
      cookies,
    });
    expect(first.statusCode).toBe(200);
    expect(cookiesOf(first).job_board_session).toBeUndefined();
    // The pre-login session is not signed in.
    const before = await t.app.inject({ url: '/api/admin/auth/details', cookies });
    expect(before.statusCode).toBe(401);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/two-factor',
      payload: { challenge: first.json().data.challenge, code: totpCode(secret, step + 1) },
      headers,
      cookies,
    });
    expect(second.statusCode).toBe(200);
    const rotated = cookiesOf(second);
    expect(rotated.job_board_session).toBeDefined();
    expect(rotated.job_board_session).not.toBe(cookies.job_board_session);
    const after = await t.app.inject({ url: '/api/admin/auth/details', cookies: rotated });
    expect(after.statusCode).toBe(200);
  });

  it('refuses an expired challenge and a made-up one', async () => {
    await t.createAdmin();
    const { secret, step } = await enrol(await t.loginAs());
    const challenge = await challengeFor();
    const stored = await t.database.db.selectFrom('sign_in_challenges').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(challenge);
    expect(Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)).toBe(300_000);
    await t.database.db
      .updateTable('sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await secondStep({ challenge, code: totpCode(secret, step + 1) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
    const madeUp = await secondStep({ challenge: 'x'.repeat(43), code: '123456' });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
  });

  it('wants exactly one of a code and a recovery code', async () => {
    await t.createAdmin();
    await enrol(await t.loginAs());
    const challenge = await challengeFor();
    const neither = await secondStep({ challenge });
    expect(neither.statusCode).toBe(422);
    const both = await secondStep({ challenge, code: '123456', recovery_code: 'abcd' });
    expect(both.statusCode).toBe(422);
    const notDigits = await secondStep({ challenge, code: '12ab56' });
    expect(notDigits.statusCode).toBe(422);
  });

  it('throttles wrong codes like wrong passwords, even for the right code afterwards', async () => {
    await t.createAdmin();
    const { secret, step } = await enrol(await t.loginAs());
    const challenge = await challengeFor();
    const wrong = totpCode(secret, step + 10);
    for (let i = 0; i < t.config.loginMaxAttempts; i++) {
      const response = await secondStep({ challenge, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    }
    const right = await secondStep({ challenge, code: totpCode(secret, step + 1) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(right.headers['retry-after']).toBeDefined();
    // The password step counts the same failures.
    const password = await login();
    expect(password.statusCode).toBe(429);
    // Nothing was used up by the refusals.
    const admin = await t.database.db
      .selectFrom('admins')
      .select('totp_last_step')
      .executeTakeFirstOrThrow();
    expect(Number(admin.totp_last_step)).toBe(step);
  });

  it('keeps the plain login answer for an admin without a second factor', async () => {
    await t.createAdmin({ email: 'plain@example.com', role: 'support' });
    const response = await login('plain@example.com');
    expect(response.json()).toEqual({
      result: true,
      message: AUTH_MESSAGES.loginSuccessful,
      data: { token: expect.any(String) },
    });
  });
});

describe('second-factor guessing from many addresses', () => {
  const from = (ip: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('answers 429 once one admin has had 10 wrong codes from any address, even the right one', async () => {
    await t.createAdmin();
    const { secret, step } = await enrol(await t.loginAs());
    const password = { email: ADMIN.email, password: ADMIN.password };
    const wrong = totpCode(secret, step + 10);
    for (let i = 0; i < 10; i++) {
      const ip = `198.51.100.${i + 1}`;
      const { challenge } = (await from(ip, '/api/admin/auth/login', password)).json().data;
      const guess = await from(ip, '/api/admin/auth/two-factor', { challenge, code: wrong });
      expect(guess.statusCode).toBe(401);
    }
    const ip = '192.0.2.77';
    const { challenge } = (await from(ip, '/api/admin/auth/login', password)).json().data;
    const right = await from(ip, '/api/admin/auth/two-factor', {
      challenge,
      code: totpCode(secret, step + 1),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning it off and new recovery codes', () => {
  it('refuses to turn off for a role that requires it, and allows it once the policy says not', async () => {
    await t.requireTwoFactor();
    const ownerToken = await t.loginAs();
    await t.createAdmin({ email: 'editor@example.com', role: 'content_editor' });
    const editorToken = await t.loginAs({ email: 'editor@example.com', role: 'content_editor' });
    const { codes } = await enrol(ownerToken);
    await enrol(editorToken);

    const ownerOff = await post('/api/admin/account/two-factor/disable', ownerToken, {
      password: ADMIN.password,
    });
    expect(ownerOff.statusCode).toBe(409);
    expect(ownerOff.json().message).toBe(TWO_FACTOR_MESSAGES.requiredByRole);

    const wrongPassword = await post('/api/admin/account/two-factor/disable', editorToken, {
      password: 'not it',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ password: [TWO_FACTOR_MESSAGES.wrongPassword] });

    const editorOff = await post('/api/admin/account/two-factor/disable', editorToken, {
      password: ADMIN.password,
    });
    expect(editorOff.statusCode).toBe(200);
    expect((await login('editor@example.com')).json().data.token).toEqual(expect.any(String));
    const editorCodes = await t.database.db
      .selectFrom('admin_recovery_codes')
      .innerJoin('admins', 'admins.id', 'admin_recovery_codes.admin_id')
      .where('admins.email', '=', 'editor@example.com')
      .select('code_hash')
      .execute();
    expect(editorCodes).toEqual([]);

    const renewed = await post('/api/admin/account/two-factor/recovery-codes', ownerToken, {
      password: ADMIN.password,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const oldCode = await secondStep({ challenge: await challengeFor(), recovery_code: codes[0] });
    expect(oldCode.statusCode).toBe(401);
    const newCode = await secondStep({ challenge: await challengeFor(), recovery_code: fresh[0] });
    expect(newCode.statusCode).toBe(200);

    const notOn = await post('/api/admin/account/two-factor/recovery-codes', editorToken, {
      password: ADMIN.password,
    });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
  });
});

describe("an owner resets another admin's second factor", () => {
  it('turns it off, ends their sessions and tokens, and is audited', async () => {
    await t.requireTwoFactor(['kyc_reviewer']);
    const ownerToken = await t.loginAs();
    const reviewerId = await t.createAdmin({ email: 'kyc@example.com', role: 'kyc_reviewer' });
    const reviewerToken = await t.loginAs({ email: 'kyc@example.com' });
    await enrol(reviewerToken);
    expect((await login('kyc@example.com')).json().data.two_factor_required).toBe(true);

    const byReviewer = await post(
      `/api/admin/admins/${reviewerId}/two-factor/reset`,
      reviewerToken,
    );
    expect(byReviewer.statusCode).toBe(403);

    const reset = await post(`/api/admin/admins/${reviewerId}/two-factor/reset`, ownerToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(TWO_FACTOR_MESSAGES.reset);
    const old = await t.app.inject({
      url: '/api/admin/auth/details',
      headers: bearer(reviewerToken),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await login('kyc@example.com');
    expect(fresh.json().data.token).toEqual(expect.any(String));
    const details = await t.app.inject({
      url: '/api/admin/auth/details',
      headers: bearer(fresh.json().data.token),
    });
    expect(details.json().data.two_factor).toEqual({
      enabled: false,
      required: true,
      passkeys: 0,
      passkey_required: false,
    });

    const again = await post(`/api/admin/admins/${reviewerId}/two-factor/reset`, ownerToken);
    expect(again.statusCode).toBe(409);
    const missing = await post('/api/admin/admins/999999/two-factor/reset', ownerToken);
    expect(missing.statusCode).toBe(404);
    const { id: ownerId } = await t.database.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    await enrol(ownerToken);
    const self = await post(`/api/admin/admins/${ownerId}/two-factor/reset`, ownerToken);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(TWO_FACTOR_MESSAGES.resetSelf);

    const audit = (await auditActions()).find((row) => row.action === 'reset-two-factor');
    expect(audit).toMatchObject({ entity: 'admin', entity_id: reviewerId });
    // Only what changed: the passkeys (none before or after) are not listed.
    expect(JSON.parse(audit!.summary!)).toEqual({
      before: { two_factor: 'on' },
      after: { two_factor: 'off' },
    });
  });
});

describe('the two-factor policy', () => {
  it('is read and changed by owners only, audited, and decides who must have it', async () => {
    await t.requireTwoFactor();
    const ownerToken = await t.loginAs();
    await enrol(ownerToken);
    const policy = await t.app.inject({
      url: '/api/admin/two-factor-policy',
      headers: bearer(ownerToken),
    });
    expect(policy.json()).toEqual({
      data: {
        roles: {
          owner: true,
          admin: true,
          kyc_reviewer: true,
          content_editor: false,
          support: false,
        },
        passkey_roles: {
          owner: false,
          admin: false,
          kyc_reviewer: false,
          content_editor: false,
          support: false,
        },
      },
    });
    await t.createAdmin({ email: 'admin2@example.com', role: 'admin' });
    const adminToken = await t.loginAs({ email: 'admin2@example.com' });
    const byAdmin = await t.app.inject({
      url: '/api/admin/two-factor-policy',
      headers: bearer(adminToken),
    });
    expect(byAdmin.statusCode).toBe(403);

    const roles = {
      owner: true,
      admin: false,
      kyc_reviewer: true,
      content_editor: true,
      support: false,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/two-factor-policy',
      headers: bearer(ownerToken),
      payload: { roles },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      result: true,
      message: TWO_FACTOR_MESSAGES.policySaved,
      data: { roles, passkey_roles: expect.objectContaining({ owner: false }) },
    });
    const details = await t.app.inject({
      url: '/api/admin/auth/details',
      headers: bearer(adminToken),
    });
    expect(details.json().data.two_factor.required).toBe(false);

    const incomplete = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/two-factor-policy',
      headers: bearer(ownerToken),
      payload: { roles: { owner: true } },
    });
    expect(incomplete.statusCode).toBe(422);

    const audit = (await auditActions()).find((row) => row.action === 'two-factor-policy');
    expect(audit!.entity).toBe('admin');
    expect(JSON.parse(audit!.summary!)).toMatchObject({
      before: { admin: true, content_editor: false },
      after: { admin: false, content_editor: true },
    });
  });
});

describe('an admin whose role requires a second factor and who has none', () => {
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  it('signs in with the password alone to a token that opens only enrolment, then everything', async () => {
    await t.requireTwoFactor();
    await t.createAdmin();
    const response = await login();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: AUTH_MESSAGES.loginSuccessful,
      data: { token: expect.any(String) },
    });
    const token = response.json().data.token as string;

    expect((await get('/api/admin/auth/details', token)).statusCode).toBe(200);
    expect((await get('/api/admin/account', token)).statusCode).toBe(200);
    for (const refused of [
      await get('/api/admin/users', token),
      await get('/api/admin/account/sessions', token),
      await get('/api/admin/two-factor-policy', token),
      await post('/api/admin/account/two-factor/disable', token, { password: ADMIN.password }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PERMISSION_MESSAGES.enrolTwoFactorFirst);
    }

    await enrol(token);
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);
    expect((await get('/api/admin/two-factor-policy', token)).statusCode).toBe(200);
  });

  it('gets a browser session that opens only enrolment and signing out', async () => {
    await t.requireTwoFactor();
    const { cookies, xsrfToken } = await t.signInWithCookies();
    const asBrowser = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, cookies, headers: { 'x-xsrf-token': xsrfToken } });
    expect((await asBrowser('GET', '/api/admin/auth/details')).statusCode).toBe(200);
    const refused = await asBrowser('GET', '/api/admin/insights');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PERMISSION_MESSAGES.enrolTwoFactorFirst);
    expect((await asBrowser('POST', '/api/admin/account/two-factor/setup')).statusCode).toBe(200);
  });

  it('gets the signed-out view of an optional-admin endpoint until enrolled', async () => {
    await insertSetting(t.database.db, {
      config_name: 'website_webhook_url',
      value: 'https://www.example.com/hook',
      setting_tab: 'general',
    });
    await t.requireTwoFactor();
    const token = await t.loginAs();
    expect((await get('/api/settings/general', token)).body).not.toContain('webhook');
    await enrol(token);
    expect((await get('/api/settings/general', token)).body).toContain('webhook');
  });

  it('loses everything else at once when the policy is turned on for their role', async () => {
    const token = await t.loginAs();
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);
    await t.requireTwoFactor(['owner']);
    expect((await get('/api/admin/users', token)).statusCode).toBe(403);
    const logout = await get('/api/admin/auth/logout', token);
    expect(logout.statusCode).toBe(200);
  });

  it('names only endpoints of the registry as open before enrolment', () => {
    const names = new Set(allEndpoints.map((endpoint) => endpoint.name));
    for (const name of ENROLMENT_ENDPOINTS) expect(names.has(name)).toBe(true);
  });
});
