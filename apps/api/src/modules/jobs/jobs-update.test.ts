import { AUTH_MESSAGES, JOB_MESSAGES } from '@job-board/contract';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsTable } from '../../db/schema.js';
import { insertJobFormChoices, linkSkills, multipartForm } from '../../testing/jobs-fixtures.js';
import { insertApplication, insertJob } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let choices: Awaited<ReturnType<typeof insertJobFormChoices>>;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  choices = await insertJobFormChoices(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** An on-site draft with a pay range, using the free one-week duration. */
const draftJob = (overrides: Partial<Insertable<JobsTable>> = {}) =>
  insertJob(t.database.db, choices.partner, {
    title: 'Site Reliability Engineer',
    category_id: choices.category,
    job_type_id: choices.jobType,
    post_duration_id: choices.week,
    is_remote: 0,
    city: 'Porto',
    country: 'Portugal',
    no_pay_range: 0,
    min_salary_cents: 4_000_000,
    max_salary_cents: 6_000_000,
    is_published: 0,
    published_at: null,
    expiration_date: null,
    ...overrides,
  });

/** How the admin app sends it: POST with `_method=PUT`. */
const update = (id: number | string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/jobs/${id}`,
    headers: auth(),
    payload: { ...payload, _method: 'PUT' },
  });
/** The stored job, less PostgreSQL's `search_text`, which follows the title (migration 0021). */
const storedJob = async (id: number) => {
  const row = await t.database.db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const { search_text: _derived, ...stored } = row as typeof row & { search_text?: string };
  return stored;
};
const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'summary'])
    .where('entity', '=', 'job')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
const errorsOf = async (id: number, payload: object) => {
  const response = await update(id, payload);
  expect(response.statusCode, response.body).toBe(422);
  return response.json().errors as Record<string, string[]>;
};

describe('PUT /api/admin/jobs/:id', () => {
  it('changes only the fields sent and answers with the job item, with an audit row', async () => {
    const id = await draftJob();
    const before = await storedJob(id);
    const response = await update(id, { status: 'paused', job_title: '  SRE  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      title: 'SRE',
      status: 'paused',
      city: 'Porto',
      country: 'Portugal',
      min_salary_range: 40_000,
      max_salary_range: 60_000,
      published: false,
      expiration: null,
    });
    const after = await storedJob(id);
    expect({ ...after, title: before.title, status: before.status, updated_at: 'x' }).toEqual({
      ...before,
      updated_at: 'x',
    });
    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['update']);
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      title: 'SRE',
      before: { title: before.title, status: before.status },
      after: { title: 'SRE', status: 'paused' },
    });
  });

  it('audits what the job was and became, the fields the rules cleared and the skills included', async () => {
    const id = await draftJob();
    const response = await update(id, { no_pay_range: true, skills: [choices.go] });
    expect(response.statusCode, response.body).toBe(200);
    const [audit] = await auditOf(id);
    expect(JSON.parse(audit!.summary!)).toEqual({
      title: 'Site Reliability Engineer',
      before: {
        no_pay_range: false,
        min_salary_range: 40_000,
        max_salary_range: 60_000,
        skills: [],
      },
      after: {
        no_pay_range: true,
        min_salary_range: null,
        max_salary_range: null,
        skills: [expect.objectContaining({ id: choices.go })],
      },
    });
  });

  it('is also reachable as a real PUT and from a urlencoded form', async () => {
    const id = await draftJob();
    const real = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${id}`,
      headers: auth(),
      payload: { city: 'Braga' },
    });
    expect(real.json().data.city).toBe('Braga');
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_method=PUT&is_remote=on&max_salary_range=65000.25`,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({
      remote_position: true,
      city: null,
      country: null,
      max_salary_range: 65_000.25,
    });
  });

  it('takes a multipart form with repeated skills, as FormData sends it', async () => {
    const id = await draftJob();
    const { payload, headers } = multipartForm([
      ['_method', 'PUT'],
      ['job_title', 'Multipart title'],
      ['no_pay_range', 'true'],
      ['skills', String(choices.go)],
      ['skills', String(choices.sql)],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: { ...auth(), ...headers },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Multipart title',
      no_pay_range: true,
      min_salary_range: null,
      skills: [{ id: choices.go }, { id: choices.sql }],
    });
  });

  it('checks the rules against the job as it will be', async () => {
    const remote = await draftJob({ is_remote: 1, city: null, country: null });
    expect(await errorsOf(remote, { is_remote: false })).toEqual({
      city: [JOB_MESSAGES.cityRequired],
      country: [JOB_MESSAGES.countryRequired],
    });
    const ok = await update(remote, { is_remote: false, city: 'Faro', country: 'Portugal' });
    expect(ok.json().data).toMatchObject({ city: 'Faro', remote_position: false });

    const paid = await draftJob();
    expect(await errorsOf(paid, { min_salary_range: 60_000.01 })).toEqual({
      max_salary_range: [JOB_MESSAGES.salaryOrder],
    });
    expect(await errorsOf(paid, { max_salary_range: '' })).toEqual({
      max_salary_range: [JOB_MESSAGES.maxSalaryRequired],
    });
    const unpaid = await draftJob({
      no_pay_range: 1,
      min_salary_cents: null,
      max_salary_cents: null,
    });
    expect(await errorsOf(unpaid, { no_pay_range: false, min_salary_range: 1 })).toEqual({
      max_salary_range: [JOB_MESSAGES.maxSalaryRequired],
    });
  });

  it('clears the salaries when the pay range is dropped', async () => {
    const id = await draftJob();
    const response = await update(id, { no_pay_range: true });
    expect(response.json().data).toMatchObject({
      no_pay_range: true,
      min_salary_range: null,
      max_salary_range: null,
    });
    expect(await storedJob(id)).toMatchObject({ min_salary_cents: null, max_salary_cents: null });
  });

  it('validates each field sent and names the bad ones together', async () => {
    const id = await draftJob();
    expect(
      await errorsOf(id, {
        job_title: '',
        status: 'archived',
        category_id: 999_999,
        skills: [999_998],
        desc: '<style>p{}</style>',
      }),
    ).toEqual({
      job_title: ['The job title field is required.'],
      status: [JOB_MESSAGES.statusInvalid],
    });
    expect(
      await errorsOf(id, { category_id: 999_999, skills: [999_998], desc: '<style>p{}</style>' }),
    ).toEqual({
      category_id: [JOB_MESSAGES.unknownRecord('category')],
      skills: [JOB_MESSAGES.unknownSkills([999_998])],
      desc: [JOB_MESSAGES.descriptionBlank],
    });
    expect((await storedJob(id)).title).toBe('Site Reliability Engineer');
  });

  it('names a partner, job type or post duration that does not exist, and changes nothing', async () => {
    const id = await draftJob();
    const before = await storedJob(id);
    expect(
      await errorsOf(id, {
        partner_id: 999_101,
        job_type_id: 999_102,
        job_active_duration: 999_103,
        job_title: 'Never saved',
      }),
    ).toEqual({
      partner_id: [JOB_MESSAGES.unknownRecord('partner')],
      job_type_id: [JOB_MESSAGES.unknownRecord('job type')],
      job_active_duration: [JOB_MESSAGES.unknownRecord('post duration')],
    });
    expect(await storedJob(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('sets the expiration when first published, and keeps it on later publications', async () => {
    const id = await draftJob({ expiration_date: '2030-01-01T00:00:00.000Z' });
    const start = Date.now();
    const published = await update(id, { is_published: true });
    expect(published.json().data.published).toBe(true);
    const firstRow = await storedJob(id);
    expect(Date.parse(firstRow.published_at!)).toBeGreaterThanOrEqual(start);
    expect(Date.parse(firstRow.expiration_date!) - Date.parse(firstRow.published_at!)).toBe(
      10_080 * 60_000,
    );

    await update(id, { is_published: false });
    const again = await update(id, { is_published: true, job_title: 'Renamed' });
    expect(again.json().data.expiration).toBe(firstRow.expiration_date);
    expect((await storedJob(id)).published_at).toBe(firstRow.published_at);

    const moved = await update(id, { expiration_date: '2031-05-01T08:00:00Z' });
    expect(moved.json().data.expiration).toBe('2031-05-01T08:00:00.000Z');
    const untouched = await update(id, { expiration_date: '' });
    expect(untouched.json().data.expiration).toBe('2031-05-01T08:00:00.000Z');
  });

  it('uses the post duration sent with the first publication', async () => {
    const id = await draftJob();
    const longer = await t.database.db
      .insertInto('post_durations')
      .values({
        name: '2 Weeks',
        duration: 20_160,
        is_paid: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await update(id, { is_published: true, job_active_duration: longer.id });
    const row = await storedJob(id);
    expect(Date.parse(row.expiration_date!) - Date.parse(row.published_at!)).toBe(20_160 * 60_000);
  });

  it('replaces the skills when sent, keeps them when not', async () => {
    const id = await draftJob();
    await linkSkills(t.database.db, id, [choices.go]);
    const kept = await update(id, { job_title: 'Keeps skills' });
    expect(kept.json().data.skills).toEqual([{ id: choices.go, name: 'Go' }]);
    const replaced = await update(id, { skills: [choices.sql] });
    expect(replaced.json().data.skills).toEqual([{ id: choices.sql, name: 'SQL' }]);
    const cleared = await update(id, { skills: [] });
    expect(cleared.json().data.skills).toEqual([]);
  });

  it('checks premium durations when the duration or the partner changes', async () => {
    const id = await draftJob();
    expect(await errorsOf(id, { job_active_duration: choices.premium })).toEqual({
      job_active_duration: [JOB_MESSAGES.premiumDuration],
    });
    const premiumJob = await draftJob({
      partner_id: choices.paidPartner,
      post_duration_id: choices.premium,
    });
    expect(await errorsOf(premiumJob, { partner_id: choices.partner })).toEqual({
      job_active_duration: [JOB_MESSAGES.premiumDuration],
    });
    const upgraded = await update(id, {
      partner_id: choices.paidPartner,
      job_active_duration: choices.premium,
    });
    expect(upgraded.statusCode).toBe(200);

    // A premium job whose partner's package has since lapsed can still be edited otherwise.
    const legacy = await draftJob({ post_duration_id: choices.premium });
    const renamed = await update(legacy, { job_title: 'Still premium' });
    expect(renamed.statusCode).toBe(200);
  });

  it('answers 404 for an unknown job and for a malformed id, 401 without sign-in', async () => {
    const missing = await update(999_999, { status: 'paused' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: false, message: JOB_MESSAGES.notFound });
    const malformed = await update('abc', { status: 'paused' });
    expect(malformed.statusCode).toBe(404);
    const id = await draftJob();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      payload: { _method: 'PUT', status: 'paused' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.unauthenticated);
    expect((await storedJob(id)).status).toBe('active');
  });
});

describe('DELETE /api/admin/jobs/:id', () => {
  const remove = (id: number | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: auth(),
      payload: { _method: 'DELETE' },
    });

  it('deletes the job with its skill links and applications, with an audit row', async () => {
    const id = await draftJob({ title: 'Short-lived' });
    await linkSkills(t.database.db, id, [choices.go, choices.sql]);
    await insertApplication(t.database.db, id);
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: JOB_MESSAGES.deleted,
      data: null,
      bulk_id: expect.any(String),
    });
    const db = t.database.db;
    expect(await db.selectFrom('jobs').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(
      await db.selectFrom('job_skills').select('skill_id').where('job_id', '=', id).execute(),
    ).toEqual([]);
    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['delete']);
    expect(
      await db.selectFrom('job_applications').select('id').where('job_id', '=', id).execute(),
    ).toEqual([]);
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      title: 'Short-lived',
      applications: 1,
      trash_id: expect.any(Number),
      bulk_id: expect.any(String),
      before: expect.objectContaining({ id, title: 'Short-lived' }),
    });

    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(JOB_MESSAGES.notFound);
  });

  it('is reachable from a multipart form with _method=DELETE', async () => {
    const id = await draftJob();
    const { payload, headers } = multipartForm([['_method', 'DELETE']]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: { ...auth(), ...headers },
      payload,
    });
    expect(response.json()).toEqual({
      result: true,
      message: JOB_MESSAGES.deleted,
      data: null,
      bulk_id: expect.any(String),
    });
  });

  it('is also reachable as a real DELETE, and for signed-in admins only', async () => {
    const id = await draftJob();
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/admin/jobs/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const real = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${id}`,
      headers: auth(),
    });
    expect(real.statusCode).toBe(200);
    expect((await remove('0')).statusCode).toBe(404);
  });
});
