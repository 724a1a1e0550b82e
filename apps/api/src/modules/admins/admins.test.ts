import { ADMIN_MESSAGES, AUTH_MESSAGES, PERMISSION_MESSAGES, type Role } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../testing/audit-fixtures.js';
import { ADMIN, buildTestApp, cookiesOf, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let ownerToken: string;
let ownerId: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (query = '', token = ownerToken) =>
  t.app.inject({ url: `/api/admin/admins${query}`, headers: bearer(token) });
const invite = (body: Record<string, unknown>, token = ownerToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/admins/invite',
    headers: bearer(token),
    payload: body,
  });
const act = (id: number, action: 'deactivate' | 'reactivate' | 'invite', token = ownerToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/admins/${id}/${action}`,
    headers: bearer(token),
  });
const setRole = (id: number, role: Role, token = ownerToken) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/admins/${id}/role`,
    headers: bearer(token),
    payload: { role },
  });
const accept = (payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/admins/invitation/accept',
    payload,
    remoteAddress: ip,
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });

/** A bearer token of an admin who joined by invitation (the test app does not know them). */
async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const response = await login(email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.token as string;
}

/** Signs in as a browser does: the session cookie, then the login with the anti-forgery header. */
async function cookiesOfSignIn(email: string, password = PASSWORD) {
  const browser = await t.csrfSession();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
    cookies: browser.cookies,
    headers: { 'x-xsrf-token': browser.xsrfToken },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return cookiesOf(response);
}

/** The set-password link of the last mail sent to `email`. */
function invitationLink(email: string): URL {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

const auditRows = (entityId: number) => auditRowsOf(t.database.db, 'admin', entityId);

const adminRow = (id: number) =>
  t.database.db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const PASSWORD = 'a long new password';

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = await t.createAdmin();
  ownerToken = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('invitations', () => {
  it('invites a colleague: invited admin, mailed link, audit row', async () => {
    const response = await invite({
      email: 'Sam@Example.com',
      name: 'Sam Support',
      role: 'support',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      result: true,
      message: ADMIN_MESSAGES.invited('sam@example.com'),
      data: {
        name: 'Sam Support',
        email: 'sam@example.com',
        role: 'support',
        status: 'invited',
        two_factor: 'off',
        last_sign_in_at: null,
      },
    });
    const link = invitationLink('sam@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl}/admin/invitation`);
    expect(link.searchParams.get('email')).toBe('sam@example.com');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(40);

    // Only the token's hash is stored, valid 48 hours.
    const stored = await t.database.db
      .selectFrom('admin_invitations')
      .selectAll()
      .where('admin_id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.invited_by).toBe(ownerId);
    const hours = (Date.parse(stored.expires_at) - Date.parse(stored.created_at)) / 3_600_000;
    expect(hours).toBe(48);

    // No password works before the invitation is accepted.
    expect((await login('sam@example.com', '')).statusCode).toBe(422);
    expect((await login('sam@example.com', 'anything at all')).statusCode).toBe(401);

    const audit = await auditRows(body.data.id);
    expect(audit.map((row) => [row.action, row.admin_id])).toEqual([['invite', ownerId]]);
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      after: { name: 'Sam Support', email: 'sam@example.com', role: 'support', status: 'invited' },
    });
  });

  it('accepts the invitation once, then the admin signs in', async () => {
    const link = invitationLink('sam@example.com');
    const payload = {
      email: 'sam@example.com',
      token: link.searchParams.get('token'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const accepted = await accept(payload);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ result: true, message: ADMIN_MESSAGES.accepted, data: null });

    const signIn = await login('sam@example.com', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().data.token as string;
    const details = await t.app.inject({ url: '/api/admin/auth/details', headers: bearer(token) });
    expect(details.json().data).toMatchObject({ email: 'sam@example.com', role: 'support' });

    // Used: the same link answers like any invalid one and changes nothing.
    const again = await accept({
      ...payload,
      password: 'another password',
      password_confirmation: 'another password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(ADMIN_MESSAGES.invitationInvalid);
    expect((await login('sam@example.com', PASSWORD)).statusCode).toBe(200);

    const row = (await list('?s=sam@example')).json().data[0];
    expect(row).toMatchObject({ status: 'active', two_factor: 'off' });
    expect(row.last_sign_in_at).toEqual(expect.any(String));
    const actions = (await auditRows(row.id)).map((r) => [r.action, r.admin_id]);
    expect(actions.slice(0, 2)).toEqual([
      ['invite', ownerId],
      ['accept-invitation', row.id],
    ]);
  });

  it('answers every bad link the same way, changing nothing', async () => {
    const created = await invite({
      email: 'eve@example.com',
      name: 'Eve Editor',
      role: 'content_editor',
    });
    const id = created.json().data.id as number;
    const token = invitationLink('eve@example.com').searchParams.get('token')!;
    const base = { password: PASSWORD, password_confirmation: PASSWORD };
    // Another admin's email with this token, an unknown token, and an expired link.
    const wrongEmail = await accept({ ...base, email: 'sam@example.com', token });
    const unknown = await accept({ ...base, email: 'eve@example.com', token: 'x'.repeat(43) });
    await t.database.db
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('admin_id', '=', id)
      .execute();
    const expired = await accept({ ...base, email: 'eve@example.com', token });
    for (const response of [wrongEmail, unknown, expired]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        result: false,
        message: ADMIN_MESSAGES.invitationInvalid,
        errors: { token: [ADMIN_MESSAGES.invitationInvalid] },
      });
    }
    expect((await adminRow(id)).status).toBe('invited');
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['invite']);
  });

  it('re-sends an invitation: a new link works, the old one no longer does', async () => {
    const id = (await list('?s=eve@')).json().data[0].id as number;
    const oldToken = invitationLink('eve@example.com').searchParams.get('token')!;
    const response = await act(id, 'invite');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.reinvited('eve@example.com'));
    const newToken = invitationLink('eve@example.com').searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);
    const base = { email: 'eve@example.com', password: PASSWORD, password_confirmation: PASSWORD };
    expect((await accept({ ...base, token: oldToken })).statusCode).toBe(422);
    expect((await accept({ ...base, token: newToken })).statusCode).toBe(200);
    // Accepted: nothing left to re-send.
    const resend = await act(id, 'invite');
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(ADMIN_MESSAGES.notInvited);
    expect((await auditRows(id)).map((r) => r.action)).toEqual([
      'invite',
      'reinvite',
      'accept-invitation',
    ]);
  });

  it('refuses an email already in the team with 409, and weak passwords with 422', async () => {
    const duplicate = await invite({
      email: ADMIN.email.toUpperCase(),
      name: 'X',
      role: 'support',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(ADMIN_MESSAGES.emailTaken);
    const weak = await accept({
      email: 'x@example.com',
      token: 'abc',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors).sort()).toEqual(['password', 'password_confirmation']);
  });

  it('throttles failed acceptances per address', async () => {
    const payload = {
      email: 'guess@example.com',
      token: 'not-a-token',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await accept(payload, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const throttled = await accept(payload, '10.9.9.9');
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json().message).toBe(ADMIN_MESSAGES.tooManyAttempts);
    // Another address is not held back.
    expect((await accept(payload, '10.9.9.10')).statusCode).toBe(422);
  });

  it('throttles one address over many emails, and one email over many addresses', async () => {
    const payload = (email: string) => ({
      email,
      token: 'not-a-token',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    for (let i = 0; i < 20; i += 1) {
      expect((await accept(payload(`guess${i}@example.com`), '10.8.8.8')).statusCode).toBe(422);
    }
    const byAddress = await accept(payload('another@example.com'), '10.8.8.8');
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 10; i += 1) {
      expect((await accept(payload('target@example.com'), `10.7.7.${i + 1}`)).statusCode).toBe(422);
    }
    const byTarget = await accept(payload('target@example.com'), '10.7.7.99');
    expect(byTarget.statusCode).toBe(429);
    expect(byTarget.json().message).toBe(ADMIN_MESSAGES.tooManyAttempts);
    expect(byTarget.headers['retry-after']).toBeDefined();
  });

  it('lets only an owner invite an owner', async () => {
    await t.createAdmin({ email: 'manager@example.com', role: 'admin', name: 'Max Manager' });
    const managerToken = await t.loginAs({ email: 'manager@example.com', role: 'admin' });
    const refused = await invite(
      { email: 'new-owner@example.com', name: 'New Owner', role: 'owner' },
      managerToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.ownerOnlyInvite);
    expect((await list('?s=new-owner')).json().data).toEqual([]);
    const allowed = await invite(
      { email: 'new-editor@example.com', name: 'New Editor', role: 'content_editor' },
      managerToken,
    );
    expect(allowed.statusCode).toBe(201);
    const byOwner = await invite({
      email: 'new-owner@example.com',
      name: 'New Owner',
      role: 'owner',
    });
    expect(byOwner.statusCode).toBe(201);
  });
});

describe('the list', () => {
  it('lists newest first with role, status and 2FA, searched and filtered', async () => {
    const all = (await list()).json();
    expect(all.meta).toMatchObject({ current_page: 1, total: all.data.length });
    const created = all.data.map((a: { created_at: string }) => a.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.data.at(-1)).toMatchObject({ id: ownerId, role: 'owner', status: 'active' });

    const byName = (await list('?sort=name')).json().data.map((a: { name: string }) => a.name);
    expect(byName).toEqual(
      [...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );

    const invited = (await list('?status=invited')).json().data;
    expect(invited.map((a: { email: string }) => a.email).sort()).toEqual([
      'new-editor@example.com',
      'new-owner@example.com',
    ]);
    const editors = (await list('?role=content_editor&s=EDITOR')).json().data;
    expect(editors.map((a: { name: string }) => a.name).sort()).toEqual([
      'Eve Editor',
      'New Editor',
    ]);
    expect((await list('?s=100%25')).json().data).toEqual([]);
    expect((await list('?role=janitor')).statusCode).toBe(422);
  });

  it('is refused to roles without admins.read', async () => {
    const supportToken = await tokenOf('sam@example.com');
    const response = await list('', supportToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(PERMISSION_MESSAGES.forbidden);
  });
});

describe('roles and deactivation', () => {
  let managerToken: string;
  let managerId: number;
  let editorId: number;

  beforeAll(async () => {
    managerToken = await t.loginAs({ email: 'manager@example.com', role: 'admin' });
    managerId = (await list('?s=manager@')).json().data[0].id;
    editorId = (await list('?s=eve@')).json().data[0].id;
  });

  it('changes a role, audited, and the new role applies to the next request', async () => {
    const editorToken = await tokenOf('eve@example.com');
    expect((await list('', editorToken)).statusCode).toBe(403);
    const response = await setRole(editorId, 'admin', managerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.roleChanged('Eve Editor'),
      data: { id: editorId, role: 'admin' },
    });
    expect((await list('', editorToken)).statusCode).toBe(200);
    const audit = (await auditRows(editorId)).at(-1)!;
    expect(audit.action).toBe('change-role');
    expect(audit.admin_id).toBe(managerId);
    expect(JSON.parse(audit.summary!)).toEqual({
      email: 'eve@example.com',
      before: { role: 'content_editor' },
      after: { role: 'admin' },
    });
    expect((await setRole(editorId, 'admin', managerToken)).statusCode).toBe(409);
    expect((await setRole(editorId, 'content_editor', managerToken)).statusCode).toBe(200);
  });

  it('keeps the owner role for owners to give and take', async () => {
    const grant = await setRole(editorId, 'owner', managerToken);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(ADMIN_MESSAGES.ownerOnlyGrant);
    // The owner is the last active one: that answer comes first, whoever asks.
    const demoteLast = await setRole(ownerId, 'admin', managerToken);
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().message).toBe(ADMIN_MESSAGES.lastOwner);
    expect((await adminRow(editorId)).role).toBe('content_editor');
    expect((await adminRow(ownerId)).role).toBe('owner');
  });

  it('refuses changing one’s own role or deactivating oneself', async () => {
    for (const response of [
      await setRole(ownerId, 'admin'),
      await act(ownerId, 'deactivate'),
      await setRole(managerId, 'support', managerToken),
      await act(managerId, 'deactivate', managerToken),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ADMIN_MESSAGES.notSelf);
    }
    expect((await adminRow(ownerId)).role).toBe('owner');
    expect((await adminRow(managerId)).status).toBe('active');
  });

  it('never leaves the platform without an active owner', async () => {
    const second = await t.createAdmin({
      email: 'owner2@example.com',
      role: 'owner',
      name: 'Olga Owner',
    });
    const secondToken = await t.loginAs({ email: 'owner2@example.com', role: 'owner' });
    // An admin may not touch an owner who is not the last.
    const byManager = await act(second, 'deactivate', managerToken);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(ADMIN_MESSAGES.ownerOnlyChange);
    // The second owner demotes the first, who is then the only one left to refuse.
    expect((await setRole(ownerId, 'admin', secondToken)).statusCode).toBe(200);
    const back = await setRole(second, 'admin', ownerToken);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(ADMIN_MESSAGES.lastOwner);
    expect((await adminRow(second)).role).toBe('owner');
    // Restore: the second owner makes the first an owner again.
    expect((await setRole(ownerId, 'owner', secondToken)).statusCode).toBe(200);
    // Deactivating the second owner is fine while the first remains.
    expect((await act(second, 'deactivate')).statusCode).toBe(200);
    // A deactivated owner does not count: the first is now the last active owner.
    expect((await setRole(ownerId, 'admin', managerToken)).json().message).toBe(
      ADMIN_MESSAGES.lastOwner,
    );
    expect((await act(second, 'reactivate')).statusCode).toBe(200);
    expect((await adminRow(second)).status).toBe('active');
  });

  it('ends the sessions and tokens of a deactivated admin at once', async () => {
    const token = await tokenOf('eve@example.com');
    const browserCookies = await cookiesOfSignIn('eve@example.com');
    const details = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/admin/auth/details', headers, cookies });
    expect((await details(bearer(token))).statusCode).toBe(200);
    expect((await details({}, browserCookies)).statusCode).toBe(200);

    const response = await act(editorId, 'deactivate', managerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.deactivated('Eve Editor'),
      data: { status: 'deactivated' },
    });
    expect((await details(bearer(token))).statusCode).toBe(401);
    expect((await details({}, browserCookies)).statusCode).toBe(401);
    const live = await t.database.db
      .selectFrom('access_tokens')
      .select('id')
      .where('admin_id', '=', editorId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('admin_id', '=', editorId)
      .execute();
    expect(sessions).toEqual([]);
    // Answered exactly as a wrong password: the answer confirms neither the account nor the password.
    const signIn = await login('eve@example.com', PASSWORD);
    const wrongPassword = await login('eve@example.com', 'not the password');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(signIn.body).toBe(wrongPassword.body);
    expect((await act(editorId, 'deactivate', managerToken)).statusCode).toBe(409);

    const reactivated = await act(editorId, 'reactivate', managerToken);
    expect(reactivated.json()).toMatchObject({ data: { status: 'active' } });
    expect((await login('eve@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await act(editorId, 'reactivate', managerToken)).statusCode).toBe(409);
    const changes = (await auditRows(editorId)).filter((r) => r.action !== 'sign-in');
    expect(changes.slice(-2).map((r) => [r.action, r.admin_id])).toEqual([
      ['deactivate', managerId],
      ['reactivate', managerId],
    ]);
  });

  it('voids the link of a deactivated invitee; reactivated, they are invited again', async () => {
    const created = await invite({ email: 'ivy@example.com', name: 'Ivy', role: 'support' });
    const id = created.json().data.id as number;
    const token = invitationLink('ivy@example.com').searchParams.get('token')!;
    expect((await act(id, 'deactivate')).statusCode).toBe(200);
    const payload = {
      email: 'ivy@example.com',
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    expect((await accept(payload)).statusCode).toBe(422);
    const reactivated = await act(id, 'reactivate');
    expect(reactivated.json().data.status).toBe('invited');
    expect((await accept(payload)).statusCode).toBe(422);
    expect((await act(id, 'invite')).statusCode).toBe(200);
    const fresh = invitationLink('ivy@example.com').searchParams.get('token')!;
    expect((await accept({ ...payload, token: fresh })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown admin', async () => {
    for (const response of [
      await setRole(999_999, 'support'),
      await act(999_999, 'deactivate'),
      await act(999_999, 'reactivate'),
      await act(999_999, 'invite'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ADMIN_MESSAGES.notFound);
    }
  });
});

describe('two owners demoting each other at once', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await buildTestApp();
  });
  afterAll(async () => {
    await r.close();
  });

  it('leaves exactly one active owner, whichever wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = `a${round}@example.com`;
      const b = `b${round}@example.com`;
      const aId = await r.createAdmin({ email: a, role: 'owner' });
      const bId = await r.createAdmin({ email: b, role: 'owner' });
      const aToken = await r.loginAs({ email: a });
      const bToken = await r.loginAs({ email: b });
      // Only these two are owners: the owners of earlier rounds are demoted by now.
      await r.database.db
        .updateTable('admins')
        .set({ role: 'admin' })
        .where('id', 'not in', [aId, bId])
        .execute();
      const change = (id: number, token: string, how: 'role' | 'deactivate') =>
        how === 'role'
          ? r.app.inject({
              method: 'PUT',
              url: `/api/admin/admins/${id}/role`,
              headers: bearer(token),
              payload: { role: 'admin' },
            })
          : r.app.inject({
              method: 'POST',
              url: `/api/admin/admins/${id}/deactivate`,
              headers: bearer(token),
            });
      const how = round === 1 ? 'deactivate' : 'role';
      const answers = await Promise.all([change(bId, aToken, how), change(aId, bToken, 'role')]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // Refused by the rules, or (deactivated first) no longer signed in at all.
      expect([401, 403, 409]).toContain(statuses[1]);
      const owners = await r.database.db
        .selectFrom('admins')
        .select('id')
        .where('role', '=', 'owner')
        .where('status', '=', 'active')
        .execute();
      expect(owners).toHaveLength(1);
    }
  });
});
