import { BULK_MESSAGES, KYC_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFileName } from '../../lib/csv-export.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/admin/kyc${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    verifications: { data: { id: number }[]; meta: { total: number } };
  };
  return {
    ids: body.verifications.data.map((row) => row.id),
    total: body.verifications.meta.total,
  };
};
const exportCsv = (query = '') =>
  t.app.inject({ url: `/api/admin/kyc/export${query}`, headers: auth() });
const bulk = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/kyc/bulk', headers: auth(), payload });

const rowOf = (id: number) =>
  t.database.db
    .selectFrom('kyc_verifications')
    .select(['status', 'admin_comment', 'reviewed_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const decisionsOf = (id: number) =>
  t.database.db
    .selectFrom('kyc_decisions')
    .select(['admin_id', 'from_status', 'to_status', 'reason', 'reason_text', 'comment'])
    .where('verification_id', '=', id)
    .orderBy('id')
    .execute();
const auditCount = async (id: number) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'kyc_verification')
      .where('entity_id', '=', id)
      .where('action', '=', 'verify')
      .execute()
  ).length;

/** The CSV's lines without the BOM, each split on commas outside quotes. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .filter((match, i, all) => i < all.length - 1 || match[0] !== '')
      .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!)),
  );
}

/** Verifications of the filters: three ID types, submitted on three days, three statuses. */
const fx = { passportOld: 0, licenceFeb: 0, passportFeb: 0, cardMar: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin({ name: 'Bulk Reviewer' });
  token = await t.loginAs();
  const rows = [
    ['passportOld', 'Passport', 'pending', '2024-01-05T10:00:00.000Z', '=Evil Name'],
    ['licenceFeb', 'Driving licence', 'pending', '2024-02-10T08:00:00.000Z', 'Ana Núñez'],
    ['passportFeb', 'Passport', 'approved', '2024-02-29T23:59:59.999Z', 'Bo Li'],
    ['cardMar', 'ID card', 'rejected', '2024-03-01T00:00:00.000Z', 'Cy Dee'],
  ] as const;
  for (const [key, id_type, status, submitted_at, full_name] of rows) {
    fx[key] = await insertKycVerification(t.database.db, {
      id_type,
      status,
      submitted_at,
      full_name,
      id_number: `SECRET-${key}`,
      ...(status === 'pending' ? {} : { reviewed_by: adminId, reviewed_at: submitted_at }),
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/kyc filters', () => {
  it('filters by ID type and by submission days (inclusive, UTC), with the status', async () => {
    expect(await list('?id_type=Passport')).toEqual({
      ids: [fx.passportFeb, fx.passportOld],
      total: 2,
    });
    expect(await list('?submitted_from=2024-02-10&submitted_to=2024-02-29')).toEqual({
      ids: [fx.passportFeb, fx.licenceFeb],
      total: 2,
    });
    expect(await list('?submitted_from=2024-03-01')).toEqual({ ids: [fx.cardMar], total: 1 });
    expect(await list('?submitted_to=2024-01-04')).toEqual({ ids: [], total: 0 });
    expect(await list('?status=pending&id_type=Passport')).toEqual({
      ids: [fx.passportOld],
      total: 1,
    });
    expect((await list('?status=pending')).total).toBe(2);
  });

  it.each([
    ['?submitted_from=2024-02-30', 'submitted_from'],
    ['?submitted_to=10/02/2024', 'submitted_to'],
    [`?id_type=${'x'.repeat(101)}`, 'id_type'],
  ])('rejects %s with 422 naming the field', async (query, field) => {
    const response = await t.app.inject({ url: `/api/admin/kyc${query}`, headers: auth() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('GET /api/admin/kyc/export', () => {
  it('answers a dated CSV with the filtered records and no ID numbers nor document links', async () => {
    const response = await exportCsv('?id_type=Passport');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${csvFileName('kyc')}"`,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text).not.toContain('SECRET-');
    expect(text).not.toContain('kyc-documents');
    expect(text).not.toContain('.jpg');
    expect(text.slice(1).split('\r\n')).toEqual([
      'ID,Full name,ID type,Status,Submitted,Reviewed,Reviewed by',
      `${fx.passportFeb},Bo Li,Passport,approved,2024-02-29T23:59:59.999Z,2024-02-29T23:59:59.999Z,Bulk Reviewer`,
      `${fx.passportOld},'=Evil Name,Passport,pending,2024-01-05T10:00:00.000Z,,`,
      '',
    ]);
  });

  it('keeps the status and date filters, accents intact', async () => {
    const names = async (query: string) =>
      rowsOf((await exportCsv(query)).body)
        .slice(1)
        .map((row) => row[1]);
    expect(await names('?status=pending')).toEqual(['Ana Núñez', "'=Evil Name"]);
    expect(await names('?submitted_from=2024-02-01&submitted_to=2024-02-28')).toEqual([
      'Ana Núñez',
    ]);
    expect(await names('?status=rejected&id_type=Passport')).toEqual([]);
  });

  it('is for admins only', async () => {
    const response = await t.app.inject({ url: '/api/admin/kyc/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/kyc/bulk', () => {
  it('approves by ids: one already approved is skipped, one missing refused, each recorded', async () => {
    const a = await insertKycVerification(t.database.db, { id_type: 'Bulk A' });
    const b = await insertKycVerification(t.database.db, { id_type: 'Bulk A' });
    const done = await insertKycVerification(t.database.db, {
      id_type: 'Bulk A',
      status: 'approved',
      reviewed_by: adminId,
      reviewed_at: new Date().toISOString(),
    });
    const response = await bulk({
      action: 'approve',
      ids: [a, done, 999_999, b],
      admin_comment: 'Checked in one go',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: BULK_MESSAGES.summary(2, 1, 1),
      data: {
        bulk_id: expect.any(String),
        done: 2,
        skipped: 1,
        refused: 1,
        items: [
          { id: a, outcome: 'done' },
          { id: done, outcome: 'skipped', reason: KYC_MESSAGES.alreadyDecided('approved') },
          { id: 999_999, outcome: 'refused', reason: KYC_MESSAGES.notFound },
          { id: b, outcome: 'done' },
        ],
      },
    });
    for (const id of [a, b]) {
      expect(await rowOf(id)).toEqual({
        status: 'approved',
        admin_comment: 'Checked in one go',
        reviewed_by: adminId,
      });
      expect(await decisionsOf(id)).toEqual([
        {
          admin_id: adminId,
          from_status: 'pending',
          to_status: 'approved',
          reason: null,
          reason_text: null,
          comment: 'Checked in one go',
        },
      ]);
      expect(await auditCount(id)).toBe(1);
    }
    // The skipped record is left as it was: no comment, no decision row, no audit row.
    expect(await rowOf(done)).toMatchObject({ status: 'approved', admin_comment: null });
    expect(await decisionsOf(done)).toEqual([]);
    expect(await auditCount(done)).toBe(0);
  });

  it('rejects the records a filter selects with one reason and comment for all', async () => {
    const x = await insertKycVerification(t.database.db, { id_type: 'Bulk R' });
    const y = await insertKycVerification(t.database.db, { id_type: 'Bulk R' });
    const response = await bulk({
      action: 'reject',
      filter: { status: 'pending', id_type: 'Bulk R' },
      reason: 'other',
      reason_text: 'Documents from another person',
      admin_comment: 'Batch of fakes',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ done: 2, skipped: 0, refused: 0 });
    for (const id of [x, y]) {
      expect((await rowOf(id)).status).toBe('rejected');
      expect(await decisionsOf(id)).toEqual([
        {
          admin_id: adminId,
          from_status: 'pending',
          to_status: 'rejected',
          reason: 'other',
          reason_text: 'Documents from another person',
          comment: 'Batch of fakes',
        },
      ]);
    }
    const detail = await t.app.inject({ url: `/api/admin/kyc/${x}`, headers: auth() });
    expect(detail.json().data.rejection).toEqual({
      reason: 'other',
      reason_text: 'Documents from another person',
    });
  });

  it.each([
    [{ action: 'reject', ids: [1] }, 'reason', KYC_MESSAGES.reasonRequired],
    [
      { action: 'approve', ids: [1], reason: 'blurry_document' },
      'reason',
      KYC_MESSAGES.reasonOnlyWithRejection,
    ],
    [
      { action: 'reject', ids: [1], reason: 'other' },
      'reason_text',
      KYC_MESSAGES.reasonTextRequired,
    ],
    [{ action: 'approve' }, 'ids', BULK_MESSAGES.noTarget],
    [{ action: 'pend', ids: [1] }, 'action', undefined],
  ])('refuses %j with 422 on %s', async (payload, field, message) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toContain(message);
  });
});
