import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  NO_SUCH_RECORD,
  TIME_ZONE_INVALID,
  markupMessage,
  type AccountSession,
} from '@job-board/contract';
import type { Role } from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.js';
import { imageBuffer } from '../../testing/content-fixtures.js';
import {
  ADMIN,
  buildTestApp,
  cookiesOf,
  type BrowserSession,
  type TestApp,
} from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const SUPPORT = {
  email: 'sam@example.com',
  password: 'support password 1',
  name: 'Sam Support',
  role: 'support' as Role,
};
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CURL = 'curl/8.5.0';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in with the API from a client with this User-Agent; returns its bearer token. */
async function apiSignIn(userAgent: string, admin = SUPPORT): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: admin.email, password: admin.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { token: string } }).data.token;
}

/** A browser sign-in: csrf-cookie, then login with cookies; the app keeps both token and session. */
type Browser = BrowserSession & { token: string };
async function browserSignIn(userAgent: string, admin = SUPPORT): Promise<Browser> {
  const csrf = await t.csrfSession();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: admin.email, password: admin.password },
    headers: { 'user-agent': userAgent, 'x-xsrf-token': csrf.xsrfToken },
    cookies: csrf.cookies,
  });
  expect(response.statusCode).toBe(200);
  const cookies = cookiesOf(response);
  return {
    cookies,
    xsrfToken: cookies['XSRF-TOKEN']!,
    token: (response.json() as { data: { token: string } }).data.token,
  };
}

/** What the admin app sends: the bearer token, the session cookies and the anti-forgery header. */
const asBrowser = (browser: Browser) => ({
  headers: { ...bearer(browser.token), 'x-xsrf-token': browser.xsrfToken },
  cookies: browser.cookies,
});

const details = (token: string) =>
  t.app.inject({ url: '/api/admin/auth/details', headers: bearer(token) });

async function listSessions(token: string): Promise<AccountSession[]> {
  const response = await t.app.inject({
    url: '/api/admin/account/sessions',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: AccountSession[] }).data;
}

const auditRows = (action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('GET /api/admin/account', () => {
  it('answers the signed-in admin’s own profile and second-factor status', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    const response = await t.app.inject({ url: '/api/admin/account', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        name: SUPPORT.name,
        email: SUPPORT.email,
        img_url: null,
        role: 'support',
        two_factor: { enabled: false, required: false, passkeys: 0, passkey_required: false },
        time_zone: null,
      },
    });

    // Required and not set up yet: one's own profile is still open (enrolment shows it).
    await t.requireTwoFactor();
    const ownerToken = await t.loginAs();
    const owner = await t.app.inject({ url: '/api/admin/account', headers: bearer(ownerToken) });
    expect(owner.json().data).toMatchObject({ email: ADMIN.email, role: 'owner' });
    expect(owner.json().data.two_factor).toEqual({
      enabled: false,
      required: true,
      passkeys: 0,
      passkey_required: false,
    });
  });

  it('needs a signed-in admin', async () => {
    const response = await t.app.inject({ url: '/api/admin/account' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/admin/account', () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/account', headers: bearer(token), payload });

  it('saves a trimmed name, shown by the details call, and audits before and after', async () => {
    const id = await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    const response = await put(token, { name: '  Samantha Support  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      message: ACCOUNT_MESSAGES.profileSaved,
      data: { name: 'Samantha Support', img_url: null },
    });
    expect((await details(token)).json().data.name).toBe('Samantha Support');

    const [audit] = await auditRows('update-profile');
    expect(audit).toMatchObject({ admin_id: id, entity: 'admin', entity_id: id });
    expect(JSON.parse(audit!.summary!)).toEqual({
      before: { name: SUPPORT.name },
      after: { name: 'Samantha Support' },
    });

    // Saving the same again changes nothing and writes no audit row.
    const same = await put(token, { name: 'Samantha Support' });
    expect(same.statusCode).toBe(200);
    expect(await auditRows('update-profile')).toHaveLength(1);
  });

  it('refuses markup, blank and overlong names with 422 and changes nothing', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    for (const [name, message] of [
      ['<b>Sam</b>', markupMessage('name')],
      ['   ', 'The name field is required.'],
      ['x'.repeat(256), 'The name must be at most 255 characters.'],
    ]) {
      const response = await put(token, { name });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: [message] });
    }
    expect((await details(token)).json().data.name).toBe(SUPPORT.name);
    expect(await auditRows('update-profile')).toHaveLength(0);
  });

  it('saves a time zone in its canonical name, shown by the details call, and audits it', async () => {
    const id = await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    const response = await put(token, { name: SUPPORT.name, time_zone: ' asia/tokyo ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: SUPPORT.name, time_zone: 'Asia/Tokyo' });
    expect((await details(token)).json().data.time_zone).toBe('Asia/Tokyo');
    const stored = await t.database.db
      .selectFrom('admins')
      .select('time_zone')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.time_zone).toBe('Asia/Tokyo');
    const [audit] = await auditRows('update-profile');
    expect(JSON.parse(audit!.summary!)).toEqual({
      before: { time_zone: null },
      after: { time_zone: 'Asia/Tokyo' },
    });

    // Absent keeps it; null goes back to the browser's zone.
    const renamed = await put(token, { name: 'Sam S' });
    expect(renamed.json().data.time_zone).toBe('Asia/Tokyo');
    const reset = await put(token, { name: 'Sam S', time_zone: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.time_zone).toBeNull();
    expect((await details(token)).json().data.time_zone).toBeNull();
  });

  it('refuses an unknown time zone or an offset with 422 and changes nothing', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    await put(token, { name: SUPPORT.name, time_zone: 'Europe/Paris' });
    for (const time_zone of ['Mars/Olympus_Mons', '+02:00', '', 'x'.repeat(70), 42]) {
      const response = await put(token, { name: 'Changed', time_zone });
      expect(response.statusCode, String(time_zone)).toBe(422);
      expect(response.json().errors).toEqual({ time_zone: [TIME_ZONE_INVALID] });
    }
    expect((await details(token)).json().data).toMatchObject({
      name: SUPPORT.name,
      time_zone: 'Europe/Paris',
    });
    expect(await auditRows('update-profile')).toHaveLength(1);
  });

  it('accepts only a picture uploaded to this site, and null removes it', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    const foreign = await put(token, { name: 'Sam', img_url: 'https://evil.example/x.png' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ img_url: [ACCOUNT_MESSAGES.pictureInvalid] });
    const missing = await put(token, {
      name: 'Sam',
      img_url: `${t.config.appUrl}/img/uploads/${'a'.repeat(32)}.png`,
    });
    expect(missing.statusCode).toBe(422);

    const uploaded = await uploadPicture(token, await imageBuffer('png'));
    const url = uploaded.json().data.img_url as string;
    // Sending back the URL the account answered keeps the picture.
    const kept = await put(token, { name: 'Sam', img_url: url });
    expect(kept.json().data.img_url).toBe(url);
    const removed = await put(token, { name: 'Sam', img_url: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.img_url).toBeNull();
    // An earlier upload of this site may be chosen again.
    const again = await put(token, { name: 'Sam', img_url: url });
    expect(again.json().data.img_url).toBe(url);
  });
});

function uploadPicture(token: string, bytes: Uint8Array, field = 'picture') {
  const payload = new FormData();
  payload.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/account/picture',
    headers: bearer(token),
    payload,
  });
}

describe('POST /api/admin/account/picture', () => {
  it('lets a role without files.upload change its own picture, served from the uploads', async () => {
    const id = await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    // Support may not upload images in general…
    const general = new FormData();
    general.append('image', new Blob([new Uint8Array(await imageBuffer('png'))]), 'x.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload-image',
      headers: bearer(token),
      payload: general,
    });
    expect(refused.statusCode).toBe(403);

    // …but may choose their own picture.
    const response = await uploadPicture(
      token,
      await imageBuffer('png', { width: 40, height: 40 }),
    );
    expect(response.statusCode).toBe(200);
    const url = response.json().data.img_url as string;
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.pictureSaved);
    expect(url).toMatch(new RegExp(`^${t.config.appUrl}/img/uploads/[0-9a-f]{32}\\.png$`));
    const served = await t.app.inject({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const stored = await t.database.db
      .selectFrom('admins')
      .select('img_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.img_url).toBe(new URL(url).pathname);
    const [audit] = await auditRows('update-profile');
    expect(JSON.parse(audit!.summary!)).toEqual({
      before: { img_url: null },
      after: { img_url: new URL(url).pathname },
    });
  });

  it('refuses a file that is not an image and a missing file', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    const text = await uploadPicture(token, new TextEncoder().encode('not an image at all'));
    expect(text.statusCode).toBe(415);
    const missing = await uploadPicture(token, await imageBuffer('png'), 'image');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ picture: ['Choose an image file for the picture.'] });
    expect((await details(token)).json().data.img_url).toBeNull();
  });
});

describe('POST /api/admin/account/password', () => {
  const NEW_PASSWORD = 'a brand new passphrase';
  const change = (
    headers: Record<string, string>,
    payload: Record<string, unknown>,
    cookies?: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers,
      cookies,
      payload,
    });
  const body = (current: string, password = NEW_PASSWORD, confirmation = password) => ({
    current_password: current,
    password,
    password_confirmation: confirmation,
  });

  it('changes the password and signs out every other session and token, keeping this one', async () => {
    const id = await t.createAdmin(SUPPORT);
    const here = await browserSignIn(FIREFOX);
    const otherBrowser = await browserSignIn(FIREFOX);
    const script = await apiSignIn(CURL);
    const ownerToken = await t.loginAs();

    const { headers, cookies } = asBrowser(here);
    const response = await change(headers, body(SUPPORT.password), cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: ACCOUNT_MESSAGES.passwordChanged,
      data: null,
    });

    // This browser goes on, by its token and by its session alone.
    expect((await details(here.token)).statusCode).toBe(200);
    const bySession = await t.app.inject({
      url: '/api/admin/auth/details',
      cookies: here.cookies,
    });
    expect(bySession.statusCode).toBe(200);
    // The other browser and the script are signed out, token and session.
    expect((await details(script)).statusCode).toBe(401);
    expect((await details(otherBrowser.token)).statusCode).toBe(401);
    const otherSession = await t.app.inject({
      url: '/api/admin/auth/details',
      cookies: otherBrowser.cookies,
    });
    expect(otherSession.statusCode).toBe(401);
    // Another admin is untouched.
    expect((await details(ownerToken)).statusCode).toBe(200);

    const sessions = await listSessions(here.token);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ kind: 'session', current: true });

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: SUPPORT.email, password: SUPPORT.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await apiSignIn(CURL, { ...SUPPORT, password: NEW_PASSWORD })).toEqual(
      expect.any(String),
    );

    const [audit] = await auditRows('change-password');
    expect(audit).toMatchObject({ admin_id: id, entity: 'admin', entity_id: id });
    expect(JSON.parse(audit!.summary!)).toEqual({ signed_out: 2 });
    expect(audit!.summary).not.toContain(NEW_PASSWORD);
  });

  it('answers 422 on current_password for a wrong one, then 429 like sign-in', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    for (let attempt = 0; attempt < t.config.loginMaxAttempts; attempt++) {
      const wrong = await change(bearer(token), body('not my password'));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        current_password: [ACCOUNT_MESSAGES.currentPasswordWrong],
      });
    }
    const throttled = await change(bearer(token), body(SUPPORT.password));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: the old password still signs in and this token still works.
    expect((await details(token)).statusCode).toBe(200);
    expect(await apiSignIn(CURL)).toEqual(expect.any(String));
    expect(await auditRows('change-password')).toHaveLength(0);
  });

  it('keeps the reset rule for the new password and checks the confirmation', async () => {
    await t.createAdmin(SUPPORT);
    const token = await apiSignIn(CURL);
    const short = await change(bearer(token), body(SUPPORT.password, 'short'));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      password: ['Choose a password of at least 8 characters.'],
    });
    const mismatch = await change(
      bearer(token),
      body(SUPPORT.password, NEW_PASSWORD, 'something else'),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The two passwords do not match.'],
    });
    const missing = await change(bearer(token), { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toContain('current_password');
    expect(await apiSignIn(CURL)).toEqual(expect.any(String));
  });
});

describe('sessions and tokens', () => {
  it('lists live sign-ins with IP, user agent and the current one, never a session’s id hash', async () => {
    const id = await t.createAdmin(SUPPORT);
    const browser = await browserSignIn(FIREFOX);
    const script = await apiSignIn(CURL);
    await t.loginAs(); // another admin's sign-in is never listed

    const sessions = await listSessions(script);
    expect(sessions).toHaveLength(2);
    const [newest, oldest] = sessions;
    expect(newest).toEqual({
      kind: 'token',
      id: expect.stringMatching(/^t[1-9][0-9]*$/),
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      ip: '127.0.0.1',
      user_agent: CURL,
      current: true,
    });
    expect(oldest).toEqual({
      kind: 'session',
      id: expect.stringMatching(/^s[0-9a-f]{16}$/),
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      ip: '127.0.0.1',
      user_agent: FIREFOX,
      current: false,
    });

    const stored = await t.database.db
      .selectFrom('sessions')
      .select(['id_hash', 'user_agent', 'ip'])
      .where('admin_id', 'is not', null)
      .where('user_agent', '=', FIREFOX)
      .executeTakeFirstOrThrow();
    expect(stored.ip).toBe('127.0.0.1');
    expect(oldest!.id).not.toContain(stored.id_hash.slice(0, 16));
    expect(oldest!.id).toBe(`s${sha256(stored.id_hash).slice(0, 16)}`);
    const tokens = await t.database.db
      .selectFrom('access_tokens')
      .select(['user_agent', 'ip'])
      .where('admin_id', '=', id)
      .execute();
    expect(tokens.map((row) => row.user_agent).sort()).toEqual([FIREFOX, CURL].sort());

    // Seen from the browser, the browser's sign-in is the current one.
    const { headers, cookies } = asBrowser(browser);
    const fromBrowser = await t.app.inject({
      url: '/api/admin/account/sessions',
      headers,
      cookies,
    });
    const current = (fromBrowser.json() as { data: AccountSession[] }).data.filter(
      (item) => item.current,
    );
    expect(current.map((item) => item.kind)).toEqual(['session']);
  });

  it('signs out one other browser entirely (session and token), audited', async () => {
    const id = await t.createAdmin(SUPPORT);
    const here = await apiSignIn(CURL);
    const other = await browserSignIn(FIREFOX);
    const entry = (await listSessions(here)).find((item) => item.kind === 'session')!;

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/account/sessions/${entry.id}/revoke`,
      headers: bearer(here),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: ACCOUNT_MESSAGES.signedOut,
      data: null,
    });
    expect((await details(other.token)).statusCode).toBe(401);
    const bySession = await t.app.inject({
      url: '/api/admin/auth/details',
      cookies: other.cookies,
    });
    expect(bySession.statusCode).toBe(401);
    expect((await details(here)).statusCode).toBe(200);
    expect((await listSessions(here)).map((item) => item.kind)).toEqual(['token']);

    const [audit] = await auditRows('sign-out-session');
    expect(audit).toMatchObject({ admin_id: id, entity: 'admin', entity_id: id });
    expect(JSON.parse(audit!.summary!)).toMatchObject({ kind: 'session', user_agent: FIREFOX });

    // Gone now: a second revoke is 404.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/account/sessions/${entry.id}/revoke`,
      headers: bearer(here),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.signInNotFound);
  });

  it('refuses to revoke the current sign-in (409), another admin’s (404) or a malformed id (404)', async () => {
    await t.createAdmin(SUPPORT);
    const here = await apiSignIn(CURL);
    const ownerToken = await t.loginAs();
    const [mine] = await listSessions(here);
    const [owners] = await listSessions(ownerToken);
    const revoke = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/account/sessions/${id}/revoke`,
        headers: bearer(here),
      });

    const current = await revoke(mine!.id);
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe(ACCOUNT_MESSAGES.currentSignIn);
    const foreign = await revoke(owners!.id);
    expect(foreign.statusCode).toBe(404);
    expect((await details(ownerToken)).statusCode).toBe(200);
    for (const malformed of ['abc', 't0', 's1234', 'x1']) {
      const response = await revoke(malformed);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(NO_SUCH_RECORD);
    }
    expect((await details(here)).statusCode).toBe(200);
    expect(await auditRows('sign-out-session')).toHaveLength(0);
  });

  it('signs out everywhere else, keeping the current browser, audited with the count', async () => {
    const id = await t.createAdmin(SUPPORT);
    const here = await browserSignIn(FIREFOX);
    const others = [await apiSignIn(CURL), await apiSignIn('Other/1.0')];
    const otherBrowser = await browserSignIn(FIREFOX);
    const ownerToken = await t.loginAs();

    const { headers, cookies } = asBrowser(here);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/sessions/revoke-others',
      headers,
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: ACCOUNT_MESSAGES.signedOutOthers(3),
      data: { signed_out: 3 },
    });
    for (const token of [...others, otherBrowser.token]) {
      expect((await details(token)).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ url: '/api/admin/auth/details', cookies: otherBrowser.cookies }))
        .statusCode,
    ).toBe(401);
    expect((await details(here.token)).statusCode).toBe(200);
    expect((await details(ownerToken)).statusCode).toBe(200);
    const [audit] = await auditRows('sign-out-other-sessions');
    expect(audit).toMatchObject({ admin_id: id, entity_id: id });
    expect(JSON.parse(audit!.summary!)).toEqual({ signed_out: 3 });

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/sessions/revoke-others',
      headers,
      cookies,
    });
    expect(none.json().data).toEqual({ signed_out: 0 });
    expect(none.json().message).toBe(ACCOUNT_MESSAGES.signedOutOthers(0));
  });

  it('needs the anti-forgery token when signed in by the session cookie alone', async () => {
    await t.createAdmin(SUPPORT);
    const browser = await browserSignIn(FIREFOX);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/sessions/revoke-others',
      cookies: browser.cookies,
    });
    expect(response.statusCode).toBe(419);
    expect(response.json().message).toBe(AUTH_MESSAGES.csrfMismatch);
  });
});
