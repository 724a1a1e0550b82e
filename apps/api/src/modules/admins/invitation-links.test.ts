import { ADMIN_MESSAGES, PERMISSION_MESSAGES } from '@job-board/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.js';
import { auditRowsOf } from '../../testing/audit-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

const PASSWORD = 'a long new password';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The calls of the invitation flow, as one admin (bearer token) makes them. */
function callsOf(t: TestApp) {
  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });
  return {
    invite: (token: string, email: string, role = 'support') =>
      post('/api/admin/admins/invite', token, { email, name: `Invitee ${email}`, role }),
    reinvite: (token: string, id: number) => post(`/api/admin/admins/${id}/invite`, token),
    freshLink: (token: string, id: number) =>
      post(`/api/admin/admins/${id}/invitation-link`, token),
    accept: (email: string, link: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/admins/invitation/accept',
        payload: {
          email,
          token: new URL(link).searchParams.get('token'),
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      }),
  };
}

const auditActions = (t: TestApp, id: number) => auditRowsOf(t.database.db, 'admin', id);

describe('invitations with a mail server', () => {
  let t: TestApp;
  let calls: ReturnType<typeof callsOf>;
  let ownerToken: string;
  let ownerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    calls = callsOf(t);
    ownerId = await t.createAdmin();
    ownerToken = await t.loginAs();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says the invitation and its re-sending were mailed, with no link in the answer', async () => {
    const invited = await calls.invite(ownerToken, 'mia@example.com');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: ADMIN_MESSAGES.invited('mia@example.com'),
      mailed: true,
    });
    expect(invited.json()).not.toHaveProperty('link');
    expect(t.mails.filter((mail) => mail.to === 'mia@example.com')).toHaveLength(1);

    const resent = await calls.reinvite(ownerToken, invited.json().data.id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: ADMIN_MESSAGES.reinvited('mia@example.com'),
      mailed: true,
    });
    expect(resent.json()).not.toHaveProperty('link');
    expect(t.mails.filter((mail) => mail.to === 'mia@example.com')).toHaveLength(2);
  });

  it('gives an owner a fresh link that replaces the earlier ones, audited', async () => {
    const invited = await calls.invite(ownerToken, 'noel@example.com');
    const id = invited.json().data.id as number;
    const mailedLink = /https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0];
    const mailsBefore = t.mails.length;

    const fresh = await calls.freshLink(ownerToken, id);
    expect(fresh.statusCode).toBe(200);
    const { message, data } = fresh.json();
    expect(message).toBe(ADMIN_MESSAGES.linkIssued('Invitee noel@example.com'));
    const link = new URL(data.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl}/admin/invitation`);
    expect(link.searchParams.get('email')).toBe('noel@example.com');
    const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    // Nothing is mailed: the link is for the owner to hand over.
    expect(t.mails).toHaveLength(mailsBefore);

    const audit = await auditActions(t, id);
    expect(audit.map((row) => [row.action, row.admin_id])).toEqual([
      ['invite', ownerId],
      ['invitation-link', ownerId],
    ]);
    expect(JSON.parse(audit[1]!.summary!)).toEqual({ email: 'noel@example.com' });

    // The mailed link stopped working; the fresh one works once.
    const old = await calls.accept('noel@example.com', mailedLink);
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe(ADMIN_MESSAGES.invitationInvalid);
    expect((await calls.accept('noel@example.com', data.link)).statusCode).toBe(200);

    // Accepted: no pending invitation is left to copy.
    const after = await calls.freshLink(ownerToken, id);
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe(ADMIN_MESSAGES.noPendingInvitation);
  });

  it('answers 404 for an active, a deactivated or an unknown admin, changing nothing', async () => {
    const invited = await calls.invite(ownerToken, 'olly@example.com');
    const id = invited.json().data.id as number;
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/admins/${id}/deactivate`,
      headers: bearer(ownerToken),
    });
    expect(deactivated.statusCode).toBe(200);

    for (const [target, message] of [
      [ownerId, ADMIN_MESSAGES.noPendingInvitation],
      [id, ADMIN_MESSAGES.noPendingInvitation],
      [999_999, ADMIN_MESSAGES.notFound],
    ] as const) {
      const response = await calls.freshLink(ownerToken, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
    // Deactivating voided the link; no new one was made.
    const invitations = await t.database.db
      .selectFrom('admin_invitations')
      .select('id')
      .where('admin_id', '=', id)
      .execute();
    expect(invitations).toEqual([]);
    expect((await auditActions(t, id)).map((row) => row.action)).toEqual(['invite', 'deactivate']);
  });

  it('refuses fresh links to every role but owner, keeping the mailed link valid', async () => {
    const invited = await calls.invite(ownerToken, 'pia@example.com');
    const id = invited.json().data.id as number;
    const mailedLink = /https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0];
    for (const role of ['admin', 'kyc_reviewer', 'content_editor', 'support'] as const) {
      const token = await t.loginAs({ email: `${role}@staff.example`, role });
      const refused = await calls.freshLink(token, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PERMISSION_MESSAGES.forbidden);
    }
    expect((await auditActions(t, id)).map((row) => row.action)).toEqual(['invite']);
    expect((await calls.accept('pia@example.com', mailedLink)).statusCode).toBe(200);
  });
});

describe('invitations without a mail server', () => {
  let t: TestApp;
  let calls: ReturnType<typeof callsOf>;
  let ownerToken: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    // The app's own mailer without SMTP_URL: mails go to the log only.
    const log = Fastify({
      logger: { stream: { write: (line: string) => logLines.push(line) } },
    }).log;
    t = await buildTestApp({}, {}, { mailer: createMailer(undefined, 'noreply@example.com', log) });
    calls = callsOf(t);
    await t.createAdmin();
    ownerToken = await t.loginAs();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the inviting admin with the link, which works once', async () => {
    const invited = await calls.invite(ownerToken, 'quinn@example.com');
    expect(invited.statusCode).toBe(201);
    const body = invited.json();
    expect(body).toMatchObject({
      result: true,
      message: ADMIN_MESSAGES.invitedNotMailed,
      data: { email: 'quinn@example.com', status: 'invited' },
      mailed: false,
    });
    const link = new URL(body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl}/admin/invitation`);
    expect(link.searchParams.get('email')).toBe('quinn@example.com');
    // The mail still goes to the log, as before.
    expect(logLines.some((line) => line.includes(body.link))).toBe(true);

    expect((await calls.accept('quinn@example.com', body.link)).statusCode).toBe(200);
    expect((await calls.accept('quinn@example.com', body.link)).statusCode).toBe(422);
  });

  it('answers a re-sending with the new link; the earlier one stops working', async () => {
    const invited = await calls.invite(ownerToken, 'rita@example.com');
    const first = invited.json().link as string;
    const resent = await calls.reinvite(ownerToken, invited.json().data.id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: ADMIN_MESSAGES.reinvitedNotMailed,
      mailed: false,
    });
    const second = resent.json().link as string;
    expect(second).not.toBe(first);
    expect((await calls.accept('rita@example.com', first)).statusCode).toBe(422);
    expect((await calls.accept('rita@example.com', second)).statusCode).toBe(200);
  });

  it('gives the link to an admin who invites, not only to owners', async () => {
    const managerToken = await t.loginAs({ email: 'manager@example.com', role: 'admin' });
    const invited = await calls.invite(managerToken, 'sol@example.com');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ mailed: false, link: expect.any(String) });
  });
});
