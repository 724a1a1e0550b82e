import { KYC_MESSAGES, KYC_REASON_TEXT_MAX, type KycStatus } from '@job-board/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  down as dropDecisions,
  up as createDecisions,
} from '../../db/migrations/0011-kyc-decisions.js';
import { insertKycVerification, writeDocumentImage } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/** Migrations are written against an untyped database. */
const untyped = (db: unknown) => db as Kysely<unknown>;

let t: TestApp;
let token: string;
let adminId: number;
const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });

const verify = (id: number, payload: Record<string, unknown>, bearer = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/verify/${id}`,
    headers: auth(bearer),
    payload,
  });

const detail = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/admin/kyc/${id}`, headers: { ...auth(), ...headers } });

const next = (after?: number | string) =>
  t.app.inject({
    url: `/api/admin/kyc/next${after === undefined ? '' : `?after=${after}`}`,
    headers: auth(),
  });

const decisionsOf = (id: number) =>
  t.database.db
    .selectFrom('kyc_decisions')
    .select(['admin_id', 'from_status', 'to_status', 'reason', 'reason_text', 'comment'])
    .where('verification_id', '=', id)
    .orderBy('id')
    .execute();

const statusOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('kyc_verifications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

const lastAuditSummary = async (id: number) => {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select('summary')
    .where('entity', '=', 'kyc_verification')
    .where('entity_id', '=', id)
    .where('action', '=', 'verify')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.summary!) as Record<string, unknown>;
};

const verification = (status: KycStatus = 'pending', submitted_at?: string) =>
  insertKycVerification(t.database.db, {
    status,
    reviewed_at: status === 'pending' ? null : '2026-01-05T10:00:00.000Z',
    ...(submitted_at ? { submitted_at } : {}),
  });

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('rejecting with a reason', () => {
  it('stores the reason with the decision and shows it on the record and in its history', async () => {
    const id = await verification();
    const response = await verify(id, {
      status: 'rejected',
      reason: 'selfie_mismatch',
      admin_comment: '  The selfie shows someone else.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().verification.status).toBe('rejected');

    expect(await decisionsOf(id)).toEqual([
      {
        admin_id: adminId,
        from_status: 'pending',
        to_status: 'rejected',
        reason: 'selfie_mismatch',
        reason_text: null,
        comment: 'The selfie shows someone else.',
      },
    ]);
    expect(await lastAuditSummary(id)).toMatchObject({
      reason: 'selfie_mismatch',
      reason_text: null,
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });

    const shown = (await detail(id)).json().data;
    expect(shown.rejection).toEqual({ reason: 'selfie_mismatch', reason_text: null });
    expect(shown.decisions).toEqual([
      {
        id: expect.any(Number),
        from_status: 'pending',
        to_status: 'rejected',
        decided_at: shown.reviewed_at,
        decided_by: { id: adminId, name: 'Ada Admin' },
        reason: 'selfie_mismatch',
        reason_text: null,
        comment: 'The selfie shows someone else.',
      },
    ]);
  });

  it('keeps the words of "other", trimmed', async () => {
    const id = await verification();
    const response = await verify(id, {
      status: 'rejected',
      reason: 'other',
      reason_text: '  Document is a photocopy ',
    });
    expect(response.statusCode).toBe(200);
    const shown = (await detail(id)).json().data;
    expect(shown.rejection).toEqual({ reason: 'other', reason_text: 'Document is a photocopy' });
    expect(shown.decisions[0]).toMatchObject({
      reason: 'other',
      reason_text: 'Document is a photocopy',
    });
  });

  it('still decides and records a rejection from a client that sends no reason', async () => {
    const id = await verification();
    const response = await verify(id, { status: 'rejected' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect(await decisionsOf(id)).toEqual([
      expect.objectContaining({ from_status: 'pending', to_status: 'rejected', reason: null }),
    ]);
    const shown = (await detail(id)).json().data;
    expect(shown.rejection).toBeNull();
    expect(shown.decisions).toHaveLength(1);
  });

  it('refuses what does not make a reasoned rejection with 422, changing nothing', async () => {
    const pending = await verification();
    const rejected = await verification('rejected');
    const cases: [number, Record<string, unknown>, Record<string, string[]>][] = [
      [
        pending,
        { status: 'rejected', reason: 'other' },
        { reason_text: [KYC_MESSAGES.reasonTextRequired] },
      ],
      [
        pending,
        { status: 'rejected', reason: 'other', reason_text: '   ' },
        { reason_text: [KYC_MESSAGES.reasonTextRequired] },
      ],
      [
        pending,
        { status: 'rejected', reason: 'lost_my_glasses' },
        { reason: [KYC_MESSAGES.reason] },
      ],
      [
        pending,
        { status: 'approved', reason: 'blurry_document' },
        { reason: [KYC_MESSAGES.reasonOnlyWithRejection] },
      ],
      [
        pending,
        { reason: 'blurry_document', admin_comment: 'x' },
        { reason: [KYC_MESSAGES.reasonOnlyWithRejection] },
      ],
      [
        pending,
        { status: 'rejected', reason: 'other', reason_text: 'x'.repeat(KYC_REASON_TEXT_MAX + 1) },
        { reason_text: [KYC_MESSAGES.reasonTextTooLong] },
      ],
      // Already rejected: the same status is no decision, so there is no reason to record.
      [
        rejected,
        { status: 'rejected', reason: 'blurry_document' },
        { reason: [KYC_MESSAGES.reasonOnlyWithRejection] },
      ],
    ];
    for (const [id, payload, errors] of cases) {
      const response = await verify(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await statusOf(pending)).toBe('pending');
    expect(await statusOf(rejected)).toBe('rejected');
    expect(await decisionsOf(pending)).toEqual([]);
    expect(await decisionsOf(rejected)).toEqual([]);
  });
});

describe('the decision history', () => {
  it('records every change of status, from → to, newest first; a comment alone is no decision', async () => {
    const id = await verification();
    expect((await verify(id, { status: 'approved', admin_comment: 'Looks fine' })).statusCode).toBe(
      200,
    );
    expect((await verify(id, { admin_comment: 'Looks fine, checked twice' })).statusCode).toBe(200);
    expect((await verify(id, { status: 'rejected', reason: 'expired_document' })).statusCode).toBe(
      200,
    );
    expect((await verify(id, { status: 'approved' })).statusCode).toBe(200);

    expect(await decisionsOf(id)).toEqual([
      expect.objectContaining({
        from_status: 'pending',
        to_status: 'approved',
        reason: null,
        comment: 'Looks fine',
      }),
      expect.objectContaining({
        from_status: 'approved',
        to_status: 'rejected',
        reason: 'expired_document',
        comment: 'Looks fine, checked twice',
      }),
      expect.objectContaining({ from_status: 'rejected', to_status: 'approved', reason: null }),
    ]);
    const shown = (await detail(id)).json().data;
    expect(shown.status).toBe('approved');
    expect(shown.rejection).toBeNull();
    expect(
      shown.decisions.map(
        (d: { from_status: string; to_status: string }) => `${d.from_status}→${d.to_status}`,
      ),
    ).toEqual(['rejected→approved', 'approved→rejected', 'pending→approved']);
  });

  it('writes the decision in the transaction of the change: without it, nothing changes', async () => {
    const id = await verification();
    await dropDecisions(untyped(t.database.db));
    try {
      const response = await verify(id, { status: 'rejected', reason: 'blurry_document' });
      expect(response.statusCode).toBe(500);
    } finally {
      await createDecisions(untyped(t.database.db));
    }
    expect(await statusOf(id)).toBe('pending');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'kyc_verification')
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([]);
  });

  it('keeps a decision whose admin was removed, with no name', async () => {
    const otherId = await t.createAdmin({ email: 'leaver@example.com', name: 'Lee Leaver' });
    const otherToken = await t.loginAs({ email: 'leaver@example.com', name: 'Lee Leaver' });
    const id = await verification();
    expect((await verify(id, { status: 'approved' }, otherToken)).statusCode).toBe(200);
    expect((await detail(id)).json().data.decisions[0].decided_by).toEqual({
      id: otherId,
      name: 'Lee Leaver',
    });
    await t.database.db.deleteFrom('admins').where('id', '=', otherId).execute();
    const shown = (await detail(id)).json().data;
    expect(shown.decisions).toHaveLength(1);
    expect(shown.decisions[0].decided_by).toBeNull();
  });

  it('gives verifications decided before the history existed one decision each', async () => {
    const db = t.database.db;
    await dropDecisions(untyped(db));
    const approved = await insertKycVerification(db, {
      status: 'approved',
      admin_comment: 'Checked',
      reviewed_at: '2026-01-05T10:00:00.000Z',
      reviewed_by: adminId,
    });
    const pending = await verification();
    await createDecisions(untyped(db));
    expect(await decisionsOf(approved)).toEqual([
      {
        admin_id: adminId,
        from_status: 'pending',
        to_status: 'approved',
        reason: null,
        reason_text: null,
        comment: 'Checked',
      },
    ]);
    expect(await decisionsOf(pending)).toEqual([]);
    expect((await detail(approved)).json().data.decisions[0]).toMatchObject({
      decided_at: '2026-01-05T10:00:00.000Z',
      decided_by: { id: adminId, name: 'Ada Admin' },
    });
  });
});

describe('GET /api/admin/kyc/next — the review queue', () => {
  it('walks the pending verifications oldest submitted first, wrapping round, skipping decided ones', async () => {
    // Only these are pending: decide every earlier one.
    await t.database.db
      .updateTable('kyc_verifications')
      .set({ status: 'approved', reviewed_at: '2026-01-01T00:00:00.000Z' })
      .where('status', '=', 'pending')
      .execute();
    const third = await verification('pending', '2030-01-03T00:00:00.000Z');
    const first = await verification('pending', '2030-01-01T00:00:00.000Z');
    const decided = await verification('approved', '2030-01-02T00:00:00.000Z');
    const secondA = await verification('pending', '2030-01-02T00:00:00.000Z');
    const secondB = await verification('pending', '2030-01-02T00:00:00.000Z');

    const nextOf = async (after?: number) => {
      const response = await next(after);
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: number } | null }).data?.id;
    };
    expect(await nextOf()).toBe(first);
    expect(await nextOf(first)).toBe(secondA);
    expect(await nextOf(secondA)).toBe(secondB);
    expect(await nextOf(secondB)).toBe(third);
    expect(await nextOf(third)).toBe(first);
    // A decided record continues from its place in the order.
    expect(await nextOf(decided)).toBe(secondA);
    expect(await nextOf(999_999)).toBe(first);

    for (const id of [first, secondA, secondB]) {
      expect((await verify(id, { status: 'approved' })).statusCode).toBe(200);
    }
    // The last pending one, reviewed or skipped, has no other to go to.
    expect(await nextOf(first)).toBe(third);
    expect(await nextOf(third)).toBeUndefined();
    expect(
      (await verify(third, { status: 'rejected', reason: 'blurry_document' })).statusCode,
    ).toBe(200);
    expect((await next(third)).json()).toEqual({ data: null });
    expect((await next()).json()).toEqual({ data: null });
  });

  it('refuses an `after` that is no record id with 422', async () => {
    for (const after of ['abc', '0', '-3', '1.5']) {
      const response = await next(after);
      expect(response.statusCode, after).toBe(422);
      expect(response.json().errors).toEqual({ after: [KYC_MESSAGES.afterId] });
    }
  });
});

describe('document links on any address', () => {
  it('are relative to the origin, and open whichever address the app was reached on', async () => {
    await writeDocumentImage(t.config.privateDir, 'kyc/front-any.jpg', 'jpeg');
    const id = await insertKycVerification(t.database.db, { id_front_path: 'kyc/front-any.jpg' });
    for (const host of ['127.0.0.1:8080', 'localhost:8080', 'admin.example.test']) {
      const record = (await detail(id, { host })).json().data;
      expect(record.id_front_url).toMatch(new RegExp(`^/api/kyc-documents/${id}/id-front\\?`));
      expect(record.selfie_url).toMatch(new RegExp(`^/api/kyc-documents/${id}/selfie\\?`));
      expect(record.id_front_url).not.toContain(t.config.appUrl);
      const image = await t.app.inject({ url: record.id_front_url, headers: { host } });
      expect(image.statusCode, host).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('are images of the page’s own origin, which its content policy allows', async () => {
    const page = await t.app.inject({ url: '/admin/kyc/1', headers: { host: '127.0.0.1:8080' } });
    const policy = String(page.headers['content-security-policy']);
    const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.split(/\s+/)).toContain("'self'");
  });
});
