import { AUTH_MESSAGES, JOB_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobFormChoices, insertSubscribedPartner } from '../../testing/jobs-fixtures.js';
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

/** A complete, valid job form. */
const form = (overrides: Record<string, unknown> = {}) => ({
  partner_id: choices.partner,
  job_title: 'Platform Engineer',
  is_remote: false,
  category_id: choices.category,
  city: 'Lisbon',
  country: 'Portugal',
  no_pay_range: false,
  min_salary_range: 50_000.5,
  max_salary_range: 70_000,
  job_type_id: choices.jobType,
  desc: '<p>Keep the platform running.</p>',
  job_active_duration: choices.week,
  is_published: false,
  status: 'active',
  skills: [choices.sql, choices.go],
  ...overrides,
});

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/jobs', headers: auth(), payload });
const storedJob = (id: number) =>
  t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const errorsOf = async (payload: object) => {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(422);
  return response.json().errors as Record<string, string[]>;
};

describe('POST /api/admin/jobs', () => {
  it('creates a draft job: 201 with the job item, money stored in cents, an audit row', async () => {
    const response = await create(form());
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      title: 'Platform Engineer',
      country: 'Portugal',
      city: 'Lisbon',
      remote_position: false,
      expiration: null,
      status: 'active',
      desc: '<p>Keep the platform running.</p>',
      published: false,
      no_pay_range: false,
      min_salary_range: 50_000.5,
      max_salary_range: 70_000,
      partner: { id: choices.partner, name: 'Free Partner' },
      category: { id: choices.category, name: 'Engineering' },
      job_type: { id: choices.jobType, name: 'Contract' },
      job_active_duration: { id: choices.week, name: '1 Week', duration: 10_080 },
      skills: [
        { id: choices.go, name: 'Go' },
        { id: choices.sql, name: 'SQL' },
      ],
      created_at: expect.any(String),
    });
    const row = await storedJob(data.id);
    expect(row).toMatchObject({
      min_salary_cents: 5_000_050,
      max_salary_cents: 7_000_000,
      is_published: 0,
      published_at: null,
      expiration_date: null,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'summary'])
      .where('entity', '=', 'job')
      .where('entity_id', '=', data.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'job', entity_id: data.id });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({ title: 'Platform Engineer', after: data });
  });

  it('publishes with expiration = now + the post duration’s minutes', async () => {
    const before = Date.now();
    const response = await create(form({ is_published: true, expiration_date: '2001-01-01' }));
    const after = Date.now();
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.published).toBe(true);
    const expires = Date.parse(data.expiration);
    expect(expires).toBeGreaterThanOrEqual(before + 10_080 * 60_000);
    expect(expires).toBeLessThanOrEqual(after + 10_080 * 60_000);
    const row = await storedJob(data.id);
    expect(Date.parse(row.published_at!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(row.expiration_date!) - Date.parse(row.published_at!)).toBe(10_080 * 60_000);
  });

  it('keeps the expiration date sent for a draft, as ISO-8601 UTC', async () => {
    const dated = await create(form({ expiration_date: '2030-12-31' }));
    expect(dated.json().data.expiration).toBe('2030-12-31T00:00:00.000Z');
    const zoned = await create(form({ expiration_date: '2030-06-01T12:30+02:00' }));
    expect(zoned.json().data.expiration).toBe('2030-06-01T10:30:00.000Z');
    for (const expiration_date of ['2030-02-30', 'tomorrow', '2030-13-01', 5]) {
      expect(await errorsOf(form({ expiration_date }))).toEqual({
        expiration_date: [JOB_MESSAGES.expirationInvalid],
      });
    }
  });

  it('clears city and country of a remote job, and the salaries without a pay range', async () => {
    const response = await create(
      form({ is_remote: true, no_pay_range: true, min_salary_range: 9, max_salary_range: 1 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      remote_position: true,
      city: null,
      country: null,
      no_pay_range: true,
      min_salary_range: null,
      max_salary_range: null,
    });
    const hiddenLeftBlank = await create(
      form({ is_remote: true, city: '', country: '', no_pay_range: true, min_salary_range: '' }),
    );
    expect(hiddenLeftBlank.statusCode).toBe(201);
  });

  it('names every missing required field', async () => {
    expect(await errorsOf({})).toEqual({
      partner_id: ['The partner field is required.'],
      job_title: ['The job title field is required.'],
      category_id: ['The category field is required.'],
      job_type_id: ['The job type field is required.'],
      desc: ['The description field is required.'],
      job_active_duration: ['The post duration field is required.'],
      status: [JOB_MESSAGES.statusInvalid],
      city: [JOB_MESSAGES.cityRequired],
      country: [JOB_MESSAGES.countryRequired],
      min_salary_range: [JOB_MESSAGES.minSalaryRequired],
      max_salary_range: [JOB_MESSAGES.maxSalaryRequired],
    });
  });

  it('requires city and country unless remote, salaries unless no pay range', async () => {
    expect(await errorsOf(form({ city: ' ', country: undefined }))).toEqual({
      city: [JOB_MESSAGES.cityRequired],
      country: [JOB_MESSAGES.countryRequired],
    });
    expect(await errorsOf(form({ min_salary_range: null, max_salary_range: '' }))).toEqual({
      min_salary_range: [JOB_MESSAGES.minSalaryRequired],
      max_salary_range: [JOB_MESSAGES.maxSalaryRequired],
    });
  });

  it('checks the salaries: numbers ≥ 0, two decimals at most, min ≤ max', async () => {
    expect(await errorsOf(form({ min_salary_range: 80_000 }))).toEqual({
      max_salary_range: [JOB_MESSAGES.salaryOrder],
    });
    expect(await errorsOf(form({ min_salary_range: -1 }))).toEqual({
      min_salary_range: ['The minimum salary must be 0 or more.'],
    });
    expect(await errorsOf(form({ max_salary_range: 'lots' }))).toEqual({
      max_salary_range: ['The maximum salary field must be a number.'],
    });
    expect(await errorsOf(form({ max_salary_range: 70_000.123 }))).toEqual({
      max_salary_range: ['The maximum salary can have at most two decimals.'],
    });
    const equal = await create(form({ min_salary_range: '70000', max_salary_range: '70000.00' }));
    expect(equal.statusCode).toBe(201);
    expect(equal.json().data).toMatchObject({ min_salary_range: 70_000, max_salary_range: 70_000 });
  });

  it('accepts only active or paused as status', async () => {
    expect(await errorsOf(form({ status: 'closed' }))).toEqual({
      status: [JOB_MESSAGES.statusInvalid],
    });
    const paused = await create(form({ status: 'paused' }));
    expect(paused.json().data.status).toBe('paused');
  });

  it('names each field that points at a record that does not exist', async () => {
    expect(
      await errorsOf(
        form({
          partner_id: 999_001,
          category_id: 999_002,
          job_type_id: 999_003,
          job_active_duration: 999_004,
          skills: [choices.go, 999_005, 999_006],
        }),
      ),
    ).toEqual({
      partner_id: [JOB_MESSAGES.unknownRecord('partner')],
      category_id: [JOB_MESSAGES.unknownRecord('category')],
      job_type_id: [JOB_MESSAGES.unknownRecord('job type')],
      job_active_duration: [JOB_MESSAGES.unknownRecord('post duration')],
      skills: [JOB_MESSAGES.unknownSkills([999_005, 999_006])],
    });
    expect(await errorsOf(form({ category_id: 'abc', skills: ['x'] }))).toEqual({
      category_id: ['The category field must be a number.'],
      'skills.0': ['The skill field must be a number.'],
    });
  });

  it('offers premium durations only to partners with an active paid package', async () => {
    const premium = { job_active_duration: choices.premium };
    expect(await errorsOf(form(premium))).toEqual({
      job_active_duration: [JOB_MESSAGES.premiumDuration],
    });
    const freePackage = await insertSubscribedPartner(t.database.db, 0);
    expect(await errorsOf(form({ ...premium, partner_id: freePackage }))).toEqual({
      job_active_duration: [JOB_MESSAGES.premiumDuration],
    });
    const lapsed = await insertSubscribedPartner(t.database.db, 2_900, {
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2020-02-01T00:00:00.000Z',
    });
    expect(await errorsOf(form({ ...premium, partner_id: lapsed }))).toEqual({
      job_active_duration: [JOB_MESSAGES.premiumDuration],
    });
    const notYet = await insertSubscribedPartner(t.database.db, 2_900, {
      starts_at: '2999-01-01T00:00:00.000Z',
      ends_at: '2999-02-01T00:00:00.000Z',
    });
    expect(await errorsOf(form({ ...premium, partner_id: notYet }))).toEqual({
      job_active_duration: [JOB_MESSAGES.premiumDuration],
    });
    const paid = await create(form({ ...premium, partner_id: choices.paidPartner }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.job_active_duration).toMatchObject({ id: choices.premium });
  });

  it('sanitises the description as rich text and refuses one left without text', async () => {
    const response = await create(
      form({ desc: '<p onclick="steal()">Hello <script>alert(1)</script><b>team</b></p>' }),
    );
    expect(response.json().data.desc).toBe('<p>Hello <b>team</b></p>');
    expect(await errorsOf(form({ desc: '<script>alert(1)</script>' }))).toEqual({
      desc: [JOB_MESSAGES.descriptionBlank],
    });
  });

  it('takes a urlencoded form, skills as repeated fields or comma-separated ids', async () => {
    const fields = new URLSearchParams({
      partner_id: String(choices.partner),
      job_title: 'Form Job',
      category_id: String(choices.category),
      job_type_id: String(choices.jobType),
      desc: 'Plain words & more',
      job_active_duration: String(choices.week),
      status: 'active',
      is_remote: 'on',
      no_pay_range: '1',
    });
    fields.append('skills', String(choices.go));
    fields.append('skills', String(choices.sql));
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    });
    expect(repeated.statusCode, repeated.body).toBe(201);
    expect(repeated.json().data).toMatchObject({
      title: 'Form Job',
      remote_position: true,
      no_pay_range: true,
      published: false,
      desc: 'Plain words &amp; more',
      skills: [{ id: choices.go }, { id: choices.sql }],
    });
    fields.set('skills', `${choices.sql}, ${choices.go},${choices.go}`);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    });
    expect(listed.json().data.skills.map((s: { id: number }) => s.id)).toEqual([
      choices.go,
      choices.sql,
    ]);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      payload: form(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});
