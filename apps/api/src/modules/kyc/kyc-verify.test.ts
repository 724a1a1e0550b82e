import {
  AUTH_MESSAGES,
  KYC_ADMIN_COMMENT_MAX,
  KYC_MESSAGES,
  type KycStatus,
} from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { updateReview } from './kyc.repository.js';

let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });

const verify = (id: number | string, payload: Record<string, unknown> | string = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/verify/${id}`,
    headers: auth(),
    payload,
  });

const stored = (id: number) =>
  t.database.db
    .selectFrom('kyc_verifications')
    .select(['status', 'admin_comment', 'reviewed_at', 'reviewed_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'entity', 'entity_id', 'summary'])
    .where('entity', '=', 'kyc_verification')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

const verification = (status: KycStatus, admin_comment: string | null = null) =>
  insertKycVerification(t.database.db, {
    status,
    admin_comment,
    reviewed_at: status === 'pending' ? null : '2026-01-05T10:00:00.000Z',
  });

/** The failure body of the verify call: the message repeated as `error`. */
const failure = (message: string, errors?: Record<string, string[]>) => ({
  result: false,
  error: message,
  message,
  ...(errors ? { errors } : {}),
});

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/kyc/verify/:id — decisions', () => {
  it('approves a pending verification, recording who and when, with an audit row', async () => {
    const id = await verification('pending');
    const before = Date.now();
    const response = await verify(id, { status: 'approved', admin_comment: '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      result: true,
      message: 'KYC verification has been approved',
      // Names the decision's audit row: the app's Undo reverts it (kyc-undo.test.ts).
      bulk_id: expect.any(String),
      verification: expect.objectContaining({
        id,
        status: 'approved',
        admin_comment: null,
        reviewed_by: { id: adminId, name: 'Ada Admin' },
        reviewed_at: expect.any(String),
        id_front_url: expect.stringContaining(`/api/kyc-documents/${id}/id-front?`),
        selfie_url: expect.stringContaining(`/api/kyc-documents/${id}/selfie?`),
      }),
    });
    expect(Date.parse(body.verification.reviewed_at)).toBeGreaterThanOrEqual(before - 1000);

    const row = await stored(id);
    expect(row).toEqual({
      status: 'approved',
      admin_comment: null,
      reviewed_at: body.verification.reviewed_at,
      reviewed_by: adminId,
    });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'verify' });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      before: { status: 'pending' },
      after: { status: 'approved' },
      bulk_id: body.bulk_id,
    });
  });

  it('rejects a pending verification with a trimmed comment', async () => {
    const id = await verification('pending');
    const response = await verify(id, {
      status: 'rejected',
      admin_comment: '  The document has expired.  ',
    });
    expect(response.json()).toMatchObject({
      result: true,
      message: 'KYC verification has been rejected',
      verification: { status: 'rejected', admin_comment: 'The document has expired.' },
    });
    expect((await stored(id)).admin_comment).toBe('The document has expired.');
    const [audit] = await auditOf(id);
    expect(JSON.parse(audit!.summary!)).toEqual({
      before: { status: 'pending', admin_comment: null },
      after: { status: 'rejected', admin_comment: 'The document has expired.' },
      bulk_id: response.json().bulk_id,
    });
  });

  it('changes approved to rejected and back, each change with a new review stamp', async () => {
    const id = await verification('approved', 'Looked fine.');
    const rejected = await verify(id, { status: 'rejected' });
    expect(rejected.json().message).toBe('KYC verification has been rejected');
    const firstReview = await stored(id);
    expect(firstReview).toMatchObject({
      status: 'rejected',
      admin_comment: 'Looked fine.',
      reviewed_by: adminId,
    });
    expect(firstReview.reviewed_at).not.toBe('2026-01-05T10:00:00.000Z');

    const approved = await verify(id, { status: 'approved' });
    expect(approved.json().message).toBe('KYC verification has been approved');
    expect((await stored(id)).status).toBe('approved');
    expect((await auditOf(id)).map((a) => JSON.parse(a.summary!))).toEqual([
      {
        before: { status: 'approved' },
        after: { status: 'rejected' },
        bulk_id: rejected.json().bulk_id,
      },
      {
        before: { status: 'rejected' },
        after: { status: 'approved' },
        bulk_id: approved.json().bulk_id,
      },
    ]);
  });

  it('accepts a form-encoded body as the old clients send it', async () => {
    const id = await verification('pending');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${id}`,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=approved&admin_comment=',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('KYC verification has been approved');
  });

  it('works with the session cookie and the anti-forgery header (the list’s call), 419 without it', async () => {
    const id = await verification('pending');
    const { cookies, xsrfToken } = await t.signInWithCookies();
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${id}`,
      payload: { status: 'approved', admin_comment: '' },
      cookies,
    });
    expect(forged.statusCode).toBe(419);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${id}`,
      payload: { status: 'approved', admin_comment: '' },
      headers: { 'x-xsrf-token': xsrfToken },
      cookies,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await stored(id)).status).toBe('approved');
  });
});

describe('POST /api/admin/kyc/verify/:id — comments', () => {
  it('saves only the comment when the status is left out, without a review stamp', async () => {
    const id = await verification('pending');
    const response = await verify(id, { admin_comment: 'Waiting for a clearer selfie.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      message: 'Comment saved successfully',
      verification: {
        status: 'pending',
        admin_comment: 'Waiting for a clearer selfie.',
        reviewed_at: null,
        reviewed_by: null,
      },
    });
    expect(await stored(id)).toEqual({
      status: 'pending',
      admin_comment: 'Waiting for a clearer selfie.',
      reviewed_at: null,
      reviewed_by: null,
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, JSON.parse(a.summary!)])).toEqual([
      [
        'comment',
        {
          before: { admin_comment: null },
          after: { admin_comment: 'Waiting for a clearer selfie.' },
        },
      ],
    ]);
  });

  it('saves only the comment when the status equals the current one (pending included)', async () => {
    const approved = await verification('approved');
    const response = await verify(approved, { status: 'approved', admin_comment: 'All good.' });
    expect(response.json().message).toBe('Comment saved successfully');
    expect(await stored(approved)).toMatchObject({
      status: 'approved',
      admin_comment: 'All good.',
      reviewed_at: '2026-01-05T10:00:00.000Z',
    });

    const pending = await verification('pending');
    const same = await verify(pending, { status: 'pending', admin_comment: 'Still checking.' });
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe('Comment saved successfully');
    expect((await stored(pending)).status).toBe('pending');
  });

  it('clears the comment when it is blank, and keeps it when it is left out', async () => {
    const id = await verification('rejected', 'Blurred photo.');
    const kept = await verify(id, { status: 'approved' });
    expect(kept.json().verification.admin_comment).toBe('Blurred photo.');
    const cleared = await verify(id, { admin_comment: '   ' });
    expect(cleared.json()).toMatchObject({
      message: 'Comment saved successfully',
      verification: { admin_comment: null },
    });
    expect((await stored(id)).admin_comment).toBeNull();
    const nulled = await verify(id, { admin_comment: null });
    expect(nulled.statusCode).toBe(200);
  });

  it('writes no audit row when the comment is saved unchanged', async () => {
    const id = await verification('pending', 'Same words.');
    const response = await verify(id, { admin_comment: 'Same words.' });
    expect(response.json().message).toBe('Comment saved successfully');
    expect(await auditOf(id)).toEqual([]);
  });

  it(`accepts a comment of ${KYC_ADMIN_COMMENT_MAX} characters`, async () => {
    const id = await verification('pending');
    const comment = 'x'.repeat(KYC_ADMIN_COMMENT_MAX);
    const response = await verify(id, { admin_comment: ` ${comment} ` });
    expect(response.statusCode).toBe(200);
    expect((await stored(id)).admin_comment).toBe(comment);
  });
});

describe('POST /api/admin/kyc/verify/:id — failures carry `error`', () => {
  it('refuses to send a reviewed verification back to pending', async () => {
    for (const status of ['approved', 'rejected'] as const) {
      const id = await verification(status);
      const response = await verify(id, { status: 'pending', admin_comment: 'Reopen' });
      expect(response.statusCode).toBe(422);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(
        failure(KYC_MESSAGES.backToPending, { status: [KYC_MESSAGES.backToPending] }),
      );
      expect(await stored(id)).toMatchObject({ status, admin_comment: null });
    }
  });

  it.each([['verified'], ['APPROVED'], [3], [['approved']]])(
    'refuses the status %j',
    async (status) => {
      const id = await verification('pending');
      const response = await verify(id, { status });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(
        failure(KYC_MESSAGES.status, { status: [KYC_MESSAGES.status] }),
      );
      expect((await stored(id)).status).toBe('pending');
    },
  );

  it(`refuses a comment longer than ${KYC_ADMIN_COMMENT_MAX} characters, or one that is not text`, async () => {
    const id = await verification('pending');
    const long = await verify(id, {
      status: 'approved',
      admin_comment: 'x'.repeat(KYC_ADMIN_COMMENT_MAX + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual(
      failure(KYC_MESSAGES.adminCommentTooLong, {
        admin_comment: [KYC_MESSAGES.adminCommentTooLong],
      }),
    );
    const notText = await verify(id, { admin_comment: { text: 'hi' } });
    expect(notText.json()).toEqual(
      failure(KYC_MESSAGES.adminCommentType, { admin_comment: [KYC_MESSAGES.adminCommentType] }),
    );
    expect(await stored(id)).toMatchObject({ status: 'pending', admin_comment: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('names both fields when both are wrong', async () => {
    const id = await verification('pending');
    const response = await verify(id, { status: 'maybe', admin_comment: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['admin_comment', 'status']);
    expect(body.error).toBe(body.message);
  });

  it('refuses a request that neither decides nor comments', async () => {
    const id = await verification('approved');
    for (const payload of [{}, { status: 'approved' }, { status: '' }]) {
      const response = await verify(id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(
        failure(KYC_MESSAGES.nothingToSave, { admin_comment: [KYC_MESSAGES.nothingToSave] }),
      );
    }
  });

  it('answers 404 for an unknown verification and for a malformed id', async () => {
    const missing = await verify(999999, { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json()).toEqual(failure(KYC_MESSAGES.notFound));

    const malformed = await verify('abc', { status: 'approved' });
    expect(malformed.statusCode).toBe(404);
    const body = malformed.json();
    expect(body.error).toBe(body.message);
  });

  it('gives failures raised before the route runs (bad JSON, other types) the same body and no-store', async () => {
    const id = await verification('pending');
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/verify/${id}`,
        headers: { ...auth(), 'content-type': contentType },
        payload,
      });
    const badJson = await send('application/json', '{"status": ');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['cache-control']).toBe('no-store');
    expect(badJson.json()).toEqual(failure('The request body is not valid JSON.'));

    const xml = await send('application/xml', '<status>approved</status>');
    expect(xml.statusCode).toBe(415);
    expect(xml.headers['cache-control']).toBe('no-store');
    expect(xml.json().error).toBe(xml.json().message);

    const overridden = await verify(id, { _method: 'DELETE' });
    expect(overridden.statusCode).toBe(405);
    expect(overridden.headers['cache-control']).toBe('no-store');
    expect(overridden.json().error).toBe(overridden.json().message);
    expect((await stored(id)).status).toBe('pending');
  });

  it('applies a decision only while the status is the one it was based on (else 409)', async () => {
    const id = await verification('approved');
    const applied = await updateReview(t.database.db, id, 'pending', {
      status: 'rejected',
      updated_at: new Date().toISOString(),
    });
    expect(applied).toBe(false);
    expect((await stored(id)).status).toBe('approved');
  });

  it('is for signed-in admins only', async () => {
    const id = await verification('pending');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${id}`,
      payload: { status: 'approved' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
    expect((await stored(id)).status).toBe('pending');
  });

  it('has no PUT or DELETE to override into', async () => {
    const id = await verification('pending');
    const response = await verify(id, { _method: 'PUT', status: 'approved' });
    expect(response.statusCode).toBe(405);
    expect((await stored(id)).status).toBe('pending');
  });
});
