import {
  RECORD_KYC_HISTORY_LIMIT,
  RECORD_MESSAGES,
  type AuditLogEntry,
  type JobApplicant,
  type PartnerInvoice,
  type PartnerJob,
  type PartnerSubscription,
  type UserApplication,
} from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { insertSkill, linkSkills } from '../../testing/jobs-fixtures.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import {
  insertInvoice,
  insertPackage,
  insertSubscription,
} from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { SUB_LIST_COUNT_LIMIT } from './sub-list.js';

let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });
const get = (url: string) => t.app.inject({ url, headers: auth() });

const BASE = Date.parse('2026-03-01T09:00:00.000Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
const DAY = 86_400_000;

/** The user under test: 12 applications (every third selected), 12 KYC submissions. */
let ada: number;
const adaJobs: number[] = [];
const adaApplications: number[] = [];
const adaKyc: number[] = [];
let partner: number;
let otherPartner: number;
let job: number;
let goSkill: number;
let sqlSkill: number;
const applicants: { id: number; user: number }[] = [];
let pkg: number;
let subscriptions: { current: number; past: number; future: number };
const invoices: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin({ email: 'reviewer@example.com', name: 'Rita Reviewer' });
  token = await t.loginAs();
  const db = t.database.db;

  partner = await insertPartner(db, {
    company_name: 'Acme Records',
    email: 'hello@acme.example',
    bio: 'We build record pages.',
    profile_picture: '/img/uploads/acme.png',
    created_at: at(-100_000),
  });
  otherPartner = await insertPartner(db, { company_name: 'Other Co' });

  ada = await insertUser(db, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    profession: 'Analyst',
    profile_picture: '/img/uploads/ada.png',
    is_blocked: 1,
    created_at: at(-50_000),
  });
  for (let i = 0; i < 12; i++) {
    const jobId = await insertJob(db, i % 2 === 0 ? partner : otherPartner, {
      title: `Applied job ${i}`,
    });
    adaJobs.push(jobId);
    adaApplications.push(
      await insertApplication(db, jobId, {
        user_id: ada,
        applied_at: at(i),
        selected_at: i % 3 === 0 ? at(i + 60) : null,
      }),
    );
  }
  for (let i = 0; i < RECORD_KYC_HISTORY_LIMIT + 2; i++) {
    adaKyc.push(
      await insertKycVerification(db, {
        user_id: ada,
        id_type: i === RECORD_KYC_HISTORY_LIMIT + 1 ? 'Driving licence' : 'Passport',
        status: i === RECORD_KYC_HISTORY_LIMIT + 1 ? 'rejected' : 'pending',
        submitted_at: at(i * 10),
        reviewed_at: i === RECORD_KYC_HISTORY_LIMIT + 1 ? at(i * 10 + 5) : null,
        reviewed_by: i === RECORD_KYC_HISTORY_LIMIT + 1 ? adminId : null,
        admin_comment: i === RECORD_KYC_HISTORY_LIMIT + 1 ? 'Blurry photo.' : null,
      }),
    );
  }

  job = await insertJob(db, partner, {
    title: 'Record Keeper',
    country: 'Portugal',
    city: 'Lisbon',
    is_remote: 0,
    is_published: 1,
    published_at: at(-10),
    created_at: at(-20),
  });
  goSkill = await insertSkill(db, { name: 'Go' });
  sqlSkill = await insertSkill(db, { name: 'SQL' });
  await linkSkills(db, job, [sqlSkill, goSkill]);
  for (let i = 0; i < 11; i++) {
    const user = await insertUser(db, { first_name: `Applicant${i}`, last_name: 'Tester' });
    applicants.push({
      user,
      id: await insertApplication(db, job, {
        user_id: user,
        applied_at: at(100 + i),
        selected_at: i === 10 ? at(200) : null,
      }),
    });
  }

  pkg = await insertPackage(db, { name: 'Gold', subscription_type: 'annual' });
  const now = Date.now();
  subscriptions = {
    past: await insertSubscription(db, {
      partner_id: partner,
      package_id: pkg,
      starts_at: new Date(now - 400 * DAY).toISOString(),
      ends_at: new Date(now - 35 * DAY).toISOString(),
    }),
    current: await insertSubscription(db, {
      partner_id: partner,
      package_id: pkg,
      starts_at: new Date(now - 35 * DAY).toISOString(),
      ends_at: new Date(now + 330 * DAY).toISOString(),
    }),
    future: await insertSubscription(db, {
      partner_id: partner,
      package_id: pkg,
      starts_at: new Date(now + 330 * DAY).toISOString(),
      ends_at: new Date(now + 695 * DAY).toISOString(),
    }),
  };
  for (let i = 0; i < 12; i++) {
    invoices.push(
      await insertInvoice(db, {
        partner_id: partner,
        package_id: pkg,
        amount_cents: 1_999 + i,
        is_paid: i % 2,
        invoiced_at: at(i * 1000),
      }),
    );
  }
  await insertInvoice(db, { partner_id: otherPartner, package_id: pkg });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/users/:id', () => {
  it('answers the profile, blocked state, counts and the newest KYC submissions', async () => {
    const response = await get(`/api/admin/users/${ada}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: ada,
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      profession: 'Analyst',
      profile_picture: 'http://localhost:8080/img/uploads/ada.png',
      blocked: true,
      created_at: at(-50_000),
      applications: 12,
      selected_applications: 4,
      kyc_total: RECORD_KYC_HISTORY_LIMIT + 2,
    });
    expect(data.kyc_history).toHaveLength(RECORD_KYC_HISTORY_LIMIT);
    expect(data.kyc_history.map((k: { id: number }) => k.id)).toEqual(
      [...adaKyc].reverse().slice(0, RECORD_KYC_HISTORY_LIMIT),
    );
    expect(data.kyc_history[0]).toEqual({
      id: adaKyc.at(-1),
      id_type: 'Driving licence',
      status: 'rejected',
      submitted_at: at((RECORD_KYC_HISTORY_LIMIT + 1) * 10),
      reviewed_at: at((RECORD_KYC_HISTORY_LIMIT + 1) * 10 + 5),
      reviewed_by: { id: adminId, name: 'Rita Reviewer' },
      admin_comment: 'Blurry photo.',
    });
    // Identity numbers and documents stay on the KYC page.
    expect(JSON.stringify(data)).not.toContain('id_number');
    expect(JSON.stringify(data)).not.toContain('kyc/front');
  });

  it('answers a user with nothing under them, and 404 for a missing user', async () => {
    const plain = await insertUser(t.database.db, { first_name: 'Plain', last_name: 'Jane' });
    const { data } = (await get(`/api/admin/users/${plain}`)).json();
    expect(data).toMatchObject({
      blocked: false,
      applications: 0,
      selected_applications: 0,
      kyc_total: 0,
      kyc_history: [],
    });
    const missing = await get('/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECORD_MESSAGES.userNotFound);
    expect((await get('/api/admin/users/0x10')).statusCode).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const response = await t.app.inject({ url: `/api/admin/users/${ada}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/:id/applications', () => {
  it('shows as many applications a page as asked, among the sizes the list offers', async () => {
    const response = await get(`/api/admin/users/${ada}/applications?per_page=25`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 25, total: 12 });
    expect(body.data.map((a: UserApplication) => a.id)).toEqual([...adaApplications].reverse());
    const refused = await get(`/api/admin/users/${ada}/applications?per_page=7`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Show 10, 25, 50, 100 rows per page.');
  });

  it('pages the applications newest first with their job, partner and selected state', async () => {
    const response = await get(`/api/admin/users/${ada}/applications`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(body.meta.total_is_estimate).toBeUndefined();
    expect(body.data.map((a: UserApplication) => a.id)).toEqual(
      [...adaApplications].reverse().slice(0, 10),
    );
    expect(body.data[0]).toEqual({
      id: adaApplications[11],
      job: {
        id: adaJobs[11],
        title: 'Applied job 11',
        partner: { id: otherPartner, name: 'Other Co' },
      },
      applied_at: at(11),
      selected: false,
      selected_at: null,
    });
    expect(body.data[2]).toMatchObject({
      job: { title: 'Applied job 9', partner: { id: otherPartner } },
      selected: true,
      selected_at: at(69),
    });
    const second = (await get(`/api/admin/users/${ada}/applications?page=2`)).json();
    expect(second.data.map((a: UserApplication) => a.id)).toEqual([
      adaApplications[1],
      adaApplications[0],
    ]);
    expect(second.data[1]).toMatchObject({
      job: { partner: { id: partner, name: 'Acme Records' } },
      selected: true,
    });
    const past = (await get(`/api/admin/users/${ada}/applications?page=9`)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(12);
  });

  it('answers 404 for a missing user and 422 for a bad page', async () => {
    const missing = await get('/api/admin/users/999999/applications');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECORD_MESSAGES.userNotFound);
    expect((await get(`/api/admin/users/${ada}/applications?page=0`)).statusCode).toBe(422);
  });
});

describe('GET /api/admin/jobs/:id and its applicants', () => {
  it('answers the job with its skills, partner, publication and counts', async () => {
    const response = await get(`/api/admin/jobs/${job}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: job,
      title: 'Record Keeper',
      country: 'Portugal',
      city: 'Lisbon',
      remote_position: false,
      published: true,
      published_at: at(-10),
      created_at: at(-20),
      partner: { id: partner, name: 'Acme Records' },
      skills: [
        { id: goSkill, name: 'Go' },
        { id: sqlSkill, name: 'SQL' },
      ],
      applications: 11,
      selected_applications: 1,
    });
    const missing = await get('/api/admin/jobs/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECORD_MESSAGES.jobNotFound);
  });

  it('pages the applicants newest first with each user and selected state', async () => {
    const body = (await get(`/api/admin/jobs/${job}/applicants`)).json();
    expect(body.meta).toMatchObject({ total: 11, last_page: 2, per_page: 10 });
    expect(body.data.map((a: JobApplicant) => a.id)).toEqual(
      [...applicants]
        .reverse()
        .slice(0, 10)
        .map((a) => a.id),
    );
    expect(body.data[0]).toEqual({
      id: applicants[10]!.id,
      user: {
        id: applicants[10]!.user,
        full_name: 'Applicant10 Tester',
        email: expect.stringContaining('@example.com'),
        profile_picture: null,
        blocked: false,
      },
      applied_at: at(110),
      selected: true,
      selected_at: at(200),
    });
    expect(body.data[1].selected).toBe(false);
    const second = (await get(`/api/admin/jobs/${job}/applicants?page=2`)).json();
    expect(second.data.map((a: JobApplicant) => a.id)).toEqual([applicants[0]!.id]);
    expect((await get('/api/admin/jobs/999999/applicants')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/partners/:id and its lists', () => {
  it('answers the profile, job counts and the subscription in force', async () => {
    const response = await get(`/api/admin/partners/${partner}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: partner,
      name: 'Acme Records',
      email: 'hello@acme.example',
      bio: 'We build record pages.',
      profile_picture: 'http://localhost:8080/img/uploads/acme.png',
      member_since: at(-100_000),
      posted_jobs: 7,
      published_jobs: 7,
      active_subscription: { id: subscriptions.current, package: { id: pkg, name: 'Gold' } },
    });
    const other = (await get(`/api/admin/partners/${otherPartner}`)).json().data;
    expect(other).toMatchObject({ posted_jobs: 6, active_subscription: null });
    const missing = await get('/api/admin/partners/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECORD_MESSAGES.partnerNotFound);
  });

  it('pages the partner’s jobs newest first', async () => {
    const body = (await get(`/api/admin/partners/${partner}/jobs`)).json();
    expect(body.meta.total).toBe(7);
    const titles = body.data.map((j: PartnerJob) => j.title);
    expect(titles).toContain('Record Keeper');
    expect(titles).not.toContain('Applied job 1');
    const created = body.data.map((j: PartnerJob) => j.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.data.find((j: PartnerJob) => j.id === job)).toEqual({
      id: job,
      title: 'Record Keeper',
      status: 'active',
      published: true,
      expiration: null,
      created_at: at(-20),
    });
  });

  it('pages the subscriptions latest ending first, saying which is in force', async () => {
    const body = (await get(`/api/admin/partners/${partner}/subscriptions`)).json();
    expect(body.meta.total).toBe(3);
    expect(body.data.map((s: PartnerSubscription) => [s.id, s.active])).toEqual([
      [subscriptions.future, false],
      [subscriptions.current, true],
      [subscriptions.past, false],
    ]);
    expect(body.data[0].package).toEqual({ id: pkg, name: 'Gold', subscription_type: 'annual' });
    const none = (await get(`/api/admin/partners/${otherPartner}/subscriptions`)).json();
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it('pages the invoices newest first with amount and paid state', async () => {
    const body = (await get(`/api/admin/partners/${partner}/billing/invoices`)).json();
    expect(body.meta).toMatchObject({ total: 12, last_page: 2 });
    expect(body.data.map((i: PartnerInvoice) => i.id)).toEqual(
      [...invoices].reverse().slice(0, 10),
    );
    expect(body.data[0]).toEqual({
      id: invoices[11],
      number: expect.stringMatching(/^INV-\d{4}-0*\d+$/),
      package: { id: pkg, name: 'Gold' },
      amount: 20.1,
      currency: 'USD',
      paid: true,
      invoiced_at: at(11_000),
      paid_at: at(11_000),
    });
    expect(body.data[1]).toMatchObject({ paid: false, paid_at: null });
    const second = (await get(`/api/admin/partners/${partner}/billing/invoices?page=2`)).json();
    expect(second.data.map((i: PartnerInvoice) => i.id)).toEqual([invoices[1], invoices[0]]);
    expect((await get('/api/admin/partners/999999/billing/invoices')).statusCode).toBe(404);
  });
});

describe('the record’s audit trail', () => {
  it('lists the changes of one user through the audit log filter', async () => {
    const target = await insertUser(t.database.db, { first_name: 'Trail', last_name: 'User' });
    const other = await insertUser(t.database.db);
    for (const url of [
      `/api/user/block/${target}`,
      `/api/user/unblock/${target}`,
      `/api/user/block/${other}`,
    ]) {
      expect((await get(url)).statusCode).toBe(200);
    }
    const body = (await get(`/api/admin/audit-log?entity=user&entity_id=${target}`)).json();
    expect(body.meta.total).toBe(2);
    expect(body.data.map((entry: AuditLogEntry) => [entry.entity_id, entry.admin?.id])).toEqual([
      [target, expect.any(Number)],
      [target, expect.any(Number)],
    ]);
    expect(body.data.map((entry: AuditLogEntry) => entry.action)).toEqual(['unblock', 'block']);
    const record = (await get(`/api/admin/users/${target}`)).json().data;
    expect(record.blocked).toBe(false);
  });
});

describe('a record with more rows than are counted exactly', () => {
  it('answers its pages with an estimated total and exact last page', async () => {
    const db = t.database.db;
    const heavy = await insertUser(db, { first_name: 'Heavy', last_name: 'Applicant' });
    const template = await insertJob(db, otherPartner, { title: 'Template' });
    const row = await db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', template)
      .executeTakeFirstOrThrow();
    // Everything but the id and PostgreSQL's generated search text (migration 0021).
    const {
      id: _id,
      search_text: _generated,
      ...columns
    } = row as typeof row & {
      search_text?: string;
    };
    const count = SUB_LIST_COUNT_LIMIT + 5;
    const jobIds: number[] = [];
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        ...columns,
        title: `Bulk ${start + i}`,
      }));
      const inserted = await db.insertInto('jobs').values(batch).returning('id').execute();
      jobIds.push(...inserted.map((r) => r.id));
    }
    for (let start = 0; start < count; start += 500) {
      await db
        .insertInto('job_applications')
        .values(
          jobIds.slice(start, start + 500).map((jobId, i) => ({
            job_id: jobId,
            user_id: heavy,
            applied_at: at(start + i),
            selected_at: null,
          })),
        )
        .execute();
    }
    const first = (await get(`/api/admin/users/${heavy}/applications`)).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].job.title).toBe(`Bulk ${count - 1}`);
    expect(first.meta.total_is_estimate).toBe(true);
    expect(first.meta.total).toBeGreaterThan(SUB_LIST_COUNT_LIMIT);
    const lastPage = Math.ceil(count / 10);
    const last = (await get(`/api/admin/users/${heavy}/applications?page=${lastPage}`)).json();
    expect(last.data.map((a: UserApplication) => a.job.title)).toEqual([
      'Bulk 4',
      'Bulk 3',
      'Bulk 2',
      'Bulk 1',
      'Bulk 0',
    ]);
    expect(last.meta.total).toBe(count);
    expect(last.meta.total_is_estimate).toBeUndefined();
    const record = (await get(`/api/admin/users/${heavy}`)).json().data;
    expect(record.applications).toBe(count);
  });
});
