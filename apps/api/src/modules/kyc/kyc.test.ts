import { AUTH_MESSAGES, KYC_MESSAGES, type KycRecord } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });
const get = (url: string) => t.app.inject({ url, headers: auth() });

const BASE = Date.parse('2026-02-01T09:00:00.000Z');
const minutesAfterBase = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
const STATUSES = [
  ...Array<'pending'>(7).fill('pending'),
  ...Array<'approved'>(4).fill('approved'),
  ...Array<'rejected'>(2).fill('rejected'),
];
/** Ids in the order they were inserted; submitted one minute apart in that order. */
const ids: number[] = [];
let reviewedId: number;
let reviewedUserId: number;
let sameTimeIds: [number, number];

const linkPattern = (id: number, kind: string) =>
  new RegExp(`^/api/kyc-documents/${id}/${kind}\\?admin=\\d+&expires=\\d+&signature=[\\w-]{43}$`);

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
  for (const [i, status] of STATUSES.entries()) {
    ids.push(
      await insertKycVerification(t.database.db, {
        status,
        submitted_at: minutesAfterBase(i * 10),
        reviewed_at: status === 'pending' ? null : minutesAfterBase(i * 10 + 5),
      }),
    );
  }
  reviewedUserId = await insertUser(t.database.db);
  reviewedId = await insertKycVerification(t.database.db, {
    user_id: reviewedUserId,
    full_name: 'Grace Hopper',
    id_type: "Driver's License",
    id_number: 'D123-4567-8901',
    status: 'approved',
    admin_comment: 'Documents verified against the profile.',
    submitted_at: minutesAfterBase(-60),
    reviewed_at: minutesAfterBase(-30),
    reviewed_by: adminId,
  });
  // Two submitted at the same moment: the later id comes first.
  const oldest = minutesAfterBase(-120);
  sameTimeIds = [
    await insertKycVerification(t.database.db, { status: 'rejected', submitted_at: oldest }),
    await insertKycVerification(t.database.db, { status: 'rejected', submitted_at: oldest }),
  ];
});
afterAll(async () => {
  await t.close();
});

const STATS = { total: 16, pending: 7, approved: 5, rejected: 4 };

describe('GET /api/admin/kyc', () => {
  it('lists every status, newest submitted first, 10 per page, with the stats', async () => {
    const response = await get('/api/admin/kyc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['result', 'stats', 'verifications']);
    expect(body.result).toBe(true);
    expect(body.stats).toEqual(STATS);
    expect(body.verifications.data.map((r: KycRecord) => r.id)).toEqual(ids.slice(3).reverse());
    expect(body.verifications.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: 'http://localhost:8080/api/admin/kyc',
      per_page: 10,
      to: 10,
      total: 16,
    });
    expect(body.verifications.links).toEqual({
      first: 'http://localhost:8080/api/admin/kyc?page=1',
      last: 'http://localhost:8080/api/admin/kyc?page=2',
      prev: null,
      next: 'http://localhost:8080/api/admin/kyc?page=2',
    });

    const second = (await get('/api/admin/kyc?page=2')).json();
    expect(second.verifications.data.map((r: KycRecord) => r.id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
      reviewedId,
      sameTimeIds[1],
      sameTimeIds[0],
    ]);
    expect(second.verifications.meta).toMatchObject({ current_page: 2, from: 11, to: 16 });
  });

  it('gives each record its fields, its reviewer and signed document links', async () => {
    const body = (await get('/api/admin/kyc?page=2')).json();
    const record = body.verifications.data.find((r: KycRecord) => r.id === reviewedId);
    expect(record).toEqual({
      id: reviewedId,
      user_id: reviewedUserId,
      full_name: 'Grace Hopper',
      id_type: "Driver's License",
      id_number: 'D123-4567-8901',
      status: 'approved',
      submitted_at: minutesAfterBase(-60),
      reviewed_at: minutesAfterBase(-30),
      reviewed_by: { id: adminId, name: 'Ada Admin' },
      admin_comment: 'Documents verified against the profile.',
      id_front_url: expect.stringMatching(linkPattern(reviewedId, 'id-front')),
      selfie_url: expect.stringMatching(linkPattern(reviewedId, 'selfie')),
    });
    const pending = body.verifications.data.find((r: KycRecord) => r.id === ids[0]);
    expect(pending).toMatchObject({ status: 'pending', reviewed_at: null, reviewed_by: null });
  });

  it('filters by status, keeping the filter in the links; the stats stay global', async () => {
    const pending = (await get('/api/admin/kyc?status=pending')).json();
    expect(pending.verifications.data.map((r: KycRecord) => r.id)).toEqual(
      ids.slice(0, 7).reverse(),
    );
    expect(pending.verifications.meta).toMatchObject({ total: 7, last_page: 1 });
    expect(pending.verifications.links.first).toBe(
      'http://localhost:8080/api/admin/kyc?status=pending&page=1',
    );
    expect(pending.stats).toEqual(STATS);

    const approved = (await get('/api/admin/kyc?status=approved')).json();
    expect(approved.verifications.data.map((r: KycRecord) => r.id)).toEqual([
      ids[10],
      ids[9],
      ids[8],
      ids[7],
      reviewedId,
    ]);
    const rejected = (await get('/api/admin/kyc?status=rejected')).json();
    expect(rejected.verifications.data.map((r: KycRecord) => r.status)).toEqual(
      Array(4).fill('rejected'),
    );
    expect(rejected.verifications.meta.total).toBe(4);

    const all = (await get('/api/admin/kyc?status=all')).json();
    expect(all.verifications.meta.total).toBe(16);
    expect((await get('/api/admin/kyc?status=')).json().verifications.meta.total).toBe(16);
  });

  it('answers past the last page with no rows and correct meta', async () => {
    const past = (await get('/api/admin/kyc?status=pending&page=4')).json();
    expect(past.verifications.data).toEqual([]);
    expect(past.verifications.meta).toMatchObject({
      current_page: 4,
      from: null,
      to: null,
      total: 7,
      last_page: 1,
    });
  });

  it.each([['?status=done'], ['?status=PENDING'], ['?status=pending&status=approved']])(
    'rejects %s with 422 naming the status',
    async (query) => {
      const response = await get(`/api/admin/kyc${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        result: false,
        error: KYC_MESSAGES.statusFilter,
        message: KYC_MESSAGES.statusFilter,
        errors: { status: [KYC_MESSAGES.statusFilter] },
      });
    },
  );

  it('rejects a bad page with 422', async () => {
    const response = await get('/api/admin/kyc?page=0');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });

  it('is for signed-in admins only; the refusal carries `error` and is not stored', async () => {
    const response = await t.app.inject({ url: '/api/admin/kyc' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      result: false,
      error: AUTH_MESSAGES.unauthenticated,
      message: AUTH_MESSAGES.unauthenticated,
    });
  });
});

describe('GET /api/admin/kyc/stats', () => {
  it('counts the verifications by status', async () => {
    const response = await get('/api/admin/kyc/stats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ result: true, stats: STATS });
  });

  it('counts zero for a status nobody has', async () => {
    const empty = await buildTestApp();
    try {
      const emptyToken = await empty.loginAs();
      const response = await empty.app.inject({
        url: '/api/admin/kyc/stats',
        headers: { authorization: `Bearer ${emptyToken}` },
      });
      expect(response.json()).toEqual({
        result: true,
        stats: { total: 0, pending: 0, approved: 0, rejected: 0 },
      });
    } finally {
      await empty.close();
    }
  });

  it('accepts the signed-in session cookie (the old client sends no auth header)', async () => {
    const { cookies } = await t.signInWithCookies();
    const response = await t.app.inject({ url: '/api/admin/kyc/stats', cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json().stats).toEqual(STATS);
    expect((await t.app.inject({ url: '/api/admin/kyc/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/kyc/:id', () => {
  it('returns the record with signed links', async () => {
    const response = await get(`/api/admin/kyc/${reviewedId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toMatchObject({
      id: reviewedId,
      full_name: 'Grace Hopper',
      status: 'approved',
      reviewed_by: { id: adminId, name: 'Ada Admin' },
    });
    expect(body.data.id_front_url).toMatch(linkPattern(reviewedId, 'id-front'));
    const expires = Number(
      new URL(body.data.id_front_url, 'http://127.0.0.1').searchParams.get('expires'),
    );
    const secondsLeft = expires - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(590);
    expect(secondsLeft).toBeLessThanOrEqual(600);
  });

  it('shows no reviewer once the reviewing admin is removed', async () => {
    const otherAdmin = await t.createAdmin({ email: 'gone@example.com', name: 'Gone Admin' });
    const id = await insertKycVerification(t.database.db, {
      status: 'rejected',
      reviewed_at: minutesAfterBase(-200),
      reviewed_by: otherAdmin,
    });
    expect((await get(`/api/admin/kyc/${id}`)).json().data.reviewed_by).toEqual({
      id: otherAdmin,
      name: 'Gone Admin',
    });
    await t.database.db.deleteFrom('admins').where('id', '=', otherAdmin).execute();
    expect((await get(`/api/admin/kyc/${id}`)).json().data.reviewed_by).toBeNull();
    await t.database.db.deleteFrom('kyc_verifications').where('id', '=', id).execute();
  });

  it('answers 404 for an unknown id and for a bad one, both with `error`', async () => {
    const missing = await get('/api/admin/kyc/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json()).toEqual({
      result: false,
      error: KYC_MESSAGES.notFound,
      message: KYC_MESSAGES.notFound,
    });
    const bad = await get('/api/admin/kyc/abc');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toBe(bad.json().message);
  });

  it('is for signed-in admins only', async () => {
    expect((await t.app.inject({ url: `/api/admin/kyc/${reviewedId}` })).statusCode).toBe(401);
  });
});
