import { AUTH_MESSAGES, permissionsOf } from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, cookiesOf, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  cookies?: Record<string, string>,
) {
  return t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload, headers, cookies });
}

describe('sign-in with a bearer token', () => {
  it('logs in, returns the details, and logs out revoking the token', async () => {
    const id = await t.createAdmin();
    const response = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      result: true,
      message: 'Login Successful.',
      data: { token: expect.any(String) },
    });
    expect(body.data.token.length).toBeGreaterThanOrEqual(43);

    const details = await t.app.inject({
      url: '/api/admin/auth/details',
      headers: bearer(body.data.token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      result: true,
      data: {
        id,
        name: ADMIN.name,
        email: ADMIN.email,
        img_url: null,
        role: 'owner',
        permissions: permissionsOf('owner'),
        two_factor: { enabled: false, required: false, passkeys: 0, passkey_required: false },
        time_zone: null,
      },
    });

    const logout = await t.app.inject({
      url: '/api/admin/auth/logout',
      headers: bearer(body.data.token),
    });
    expect(logout.json()).toEqual({ result: true, message: 'Logged out.', data: null });

    const after = await t.app.inject({
      url: '/api/admin/auth/details',
      headers: bearer(body.data.token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ result: false, message: AUTH_MESSAGES.unauthenticated });
  });

  it('stores only a hash of the token', async () => {
    const token = await t.loginAs();
    const rows = await t.database.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the email case-insensitively', async () => {
    await t.createAdmin();
    const response = await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await t.createAdmin();
    const wrongPassword = await login({ email: ADMIN.email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: ADMIN.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      result: false,
      message: 'Invalid credentials, please try again.',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('names every missing field with 422', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.result).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
    expect(body.errors.email[0]).toMatch(/email/i);
  });

  it('throttles after 5 failures for one email and IP, even with the right password', async () => {
    await t.createAdmin();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: ADMIN.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const throttled = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(throttled.json()).toEqual({ result: false, message: AUTH_MESSAGES.tooManyAttempts });

    // Another account from the same IP is not locked out by these failures.
    await t.createAdmin({ email: 'other@example.com' });
    expect((await login({ email: 'other@example.com', password: ADMIN.password })).statusCode).toBe(
      200,
    );
  });

  it('lets the throttle pass once the minute is over', async () => {
    await t.createAdmin();
    for (let i = 0; i < 5; i++) await login({ email: ADMIN.email, password: 'wrong' });
    const longAgo = new Date(Date.now() - 61_000).toISOString();
    await t.database.db.updateTable('login_attempts').set({ attempted_at: longAgo }).execute();
    expect((await login({ email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
  });

  it('rejects an expired token', async () => {
    const token = await t.loginAs();
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await t.app.inject({ url: '/api/admin/auth/details', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a token idle for longer than the idle limit', async () => {
    const token = await t.loginAs();
    const idleSince = new Date(Date.now() - (t.config.tokenIdleMinutes + 1) * 60_000).toISOString();
    await t.database.db.updateTable('access_tokens').set({ last_used_at: idleSince }).execute();
    const response = await t.app.inject({ url: '/api/admin/auth/details', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a revoked token and a made-up one', async () => {
    const token = await t.loginAs();
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .execute();
    for (const candidate of [token, 'made-up-token']) {
      const response = await t.app.inject({
        url: '/api/admin/auth/details',
        headers: bearer(candidate),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('requires sign-in for details and logout', async () => {
    expect((await t.app.inject({ url: '/api/admin/auth/details' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/auth/logout' })).statusCode).toBe(401);
  });

  it('records sign-in and sign-out in the audit log', async () => {
    const token = await t.loginAs();
    await t.app.inject({ url: '/api/admin/auth/logout', headers: bearer(token) });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'ip'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'sign-in', entity: 'admin', ip: '127.0.0.1' },
      { action: 'sign-out', entity: 'admin', ip: '127.0.0.1' },
    ]);
  });
});

describe('browser session and anti-forgery', () => {
  it('sets the XSRF-TOKEN and an HttpOnly session cookie with 204', async () => {
    const response = await t.app.inject({ url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    const session = response.cookies.find((c) => c.name === 'job_board_session')!;
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.sameSite).toBe('Lax');
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
  });

  it('puts the session token in the admin page meta tag', async () => {
    const page = await t.app.inject({ url: '/admin/users?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBe(cookiesOf(page)['XSRF-TOKEN']);

    // The meta value works as X-CSRF-TOKEN for that session.
    await t.createAdmin();
    const response = await login(
      { email: ADMIN.email, password: ADMIN.password },
      { 'x-csrf-token': token! },
      { job_board_session: cookiesOf(page).job_board_session! },
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 419 to a cookie-carrying POST without or with a wrong token', async () => {
    await t.createAdmin();
    const { cookies } = await t.csrfSession();
    const missing = await login({ email: ADMIN.email, password: ADMIN.password }, {}, cookies);
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual({ result: false, message: AUTH_MESSAGES.csrfMismatch });
    const wrong = await login(
      { email: ADMIN.email, password: ADMIN.password },
      { 'x-xsrf-token': 'nope' },
      cookies,
    );
    expect(wrong.statusCode).toBe(419);
  });

  it('signs in a browser: rotates the session, which then authenticates, but logout needs the bearer', async () => {
    await t.createAdmin();
    const { cookies, xsrfToken } = await t.csrfSession();
    const response = await login(
      { email: ADMIN.email, password: ADMIN.password },
      { 'x-xsrf-token': xsrfToken },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    const rotated = cookiesOf(response);
    expect(rotated.job_board_session).toBeDefined();
    expect(rotated.job_board_session).not.toBe(cookies.job_board_session);

    const oldSession = await t.app.inject({ url: '/api/admin/auth/details', cookies });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await t.app.inject({ url: '/api/admin/auth/details', cookies: rotated });
    expect(newSession.statusCode).toBe(200);

    const logoutByCookie = await t.app.inject({ url: '/api/admin/auth/logout', cookies: rotated });
    expect(logoutByCookie.statusCode).toBe(401);
    expect(logoutByCookie.json().message).toBe(AUTH_MESSAGES.bearerRequired);

    const { token } = response.json().data;
    const logout = await t.app.inject({
      url: '/api/admin/auth/logout',
      cookies: rotated,
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await t.app.inject({ url: '/api/admin/auth/details', cookies: rotated });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('needs no anti-forgery token when a bearer token authenticates', async () => {
    const token = await t.loginAs();
    const { cookies } = await t.csrfSession();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email: ADMIN.email },
      headers: bearer(token),
      cookies,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/reset-password', payload });
  const linkToken = () =>
    new URL(/https?:\/\/\S+/.exec(t.mails[0]!.text)![0]).searchParams.get('token')!;

  it('answers the same whether or not the email exists, and mails only real admins', async () => {
    await t.createAdmin();
    const unknown = await forgot('nobody@example.com');
    expect(t.mails).toHaveLength(0);
    const known = await forgot(ADMIN.email);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      result: true,
      message: AUTH_MESSAGES.resetLinkSent,
      data: null,
    });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe(ADMIN.email);
    expect(t.mails[0]!.text).toContain(`${t.config.appUrl}/admin/reset-password?token=`);
  });

  it('resets the password once, revoking every token', async () => {
    const oldToken = await t.loginAs();
    await forgot(ADMIN.email);
    const token = linkToken();
    const payload = {
      email: ADMIN.email,
      token,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    };
    const response = await reset(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: AUTH_MESSAGES.passwordReset,
      data: null,
    });

    expect(
      (await t.app.inject({ url: '/api/admin/auth/details', headers: bearer(oldToken) }))
        .statusCode,
    ).toBe(401);
    expect((await login({ email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(401);
    expect((await login({ email: ADMIN.email, password: 'a brand new secret' })).statusCode).toBe(
      200,
    );

    const again = await reset(payload);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([AUTH_MESSAGES.resetLinkInvalid]);
  });

  it('refuses an expired link, another admin’s email and mismatched passwords', async () => {
    await t.createAdmin();
    await t.createAdmin({ email: 'second@example.com' });
    await forgot(ADMIN.email);
    const token = linkToken();
    const base = {
      email: ADMIN.email,
      token,
      password: 'another secret',
      password_confirmation: 'another secret',
    };

    const mismatch = await reset({ ...base, password_confirmation: 'different' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBeDefined();

    const short = await reset({ ...base, password: 'short', password_confirmation: 'short' });
    expect(short.json().errors.password).toBeDefined();

    expect((await reset({ ...base, email: 'second@example.com' })).statusCode).toBe(422);

    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await reset(base)).statusCode).toBe(422);
    expect((await login({ email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
  });
});
