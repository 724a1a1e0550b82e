import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertJobType,
  insertPostDuration,
  insertSkill,
  linkSkills,
} from '../../testing/jobs-fixtures.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const auth = () => ({ authorization: `Bearer ${token}` });

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Item = { id: number; title: string };
const list = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/jobs/all${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Item[]; meta: { total: number; last_page: number } } & {
    links: Record<string, string | null>;
  };
};
const titles = (body: { data: Item[] }) => body.data.map((job) => job.title);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  const partner = await insertPartner(db, { company_name: 'Acme Studio' });
  const category = await insertCategory(db, { name: 'Design' });
  const jobType = await insertJobType(db, { name: 'Full-time' });
  const week = await insertPostDuration(db, { name: '1 Week', duration: 10_080 });
  const skills = {
    typescript: await insertSkill(db, { name: 'TypeScript' }),
    figma: await insertSkill(db, { name: 'figma' }),
    css: await insertSkill(db, { name: 'CSS' }),
  };
  ids.partner = partner;
  ids.category = category;
  ids.jobType = jobType;
  ids.week = week;
  Object.assign(ids, skills);

  const job = (title: string, daysAgo: number, overrides = {}) =>
    insertJob(db, partner, {
      title,
      category_id: category,
      job_type_id: jobType,
      post_duration_id: week,
      created_at: daysFromNow(-daysAgo),
      expiration_date: daysFromNow(7),
      ...overrides,
    });

  ids.designer = await job('Senior Product Designer', 1, {
    description: '<p>Design the product.</p>',
    city: 'Lisbon',
    country: 'Portugal',
    is_remote: 0,
    no_pay_range: 0,
    min_salary_cents: 5_000_050,
    max_salary_cents: 7_000_000,
  });
  await linkSkills(db, ids.designer, [skills.typescript, skills.figma, skills.css]);
  ids.expired = await job('Backend Engineer', 2, { expiration_date: daysFromNow(-1) });
  ids.draft = await job('Data Analyst', 3, { is_published: 0, published_at: null });
  ids.paused = await job('paused recruiter', 4, { status: 'paused' });
  ids.openEnded = await job('Remote Writer', 5, {
    expiration_date: null,
    post_duration_id: null,
  });
  for (let n = 1; n <= 10; n++) await job(`Filler role ${n}`, 10 + n);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/jobs/all for the public', () => {
  it('shows published, active, unexpired jobs, newest first, 10 a page, as job items', async () => {
    const body = await list();
    expect(body.meta).toMatchObject({ total: 12, last_page: 2, per_page: 10, current_page: 1 });
    expect(titles(body).slice(0, 3)).toEqual([
      'Senior Product Designer',
      'Remote Writer',
      'Filler role 1',
    ]);
    expect(body.data[0]).toEqual({
      id: ids.designer,
      title: 'Senior Product Designer',
      country: 'Portugal',
      city: 'Lisbon',
      remote_position: false,
      expiration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      status: 'active',
      desc: '<p>Design the product.</p>',
      published: true,
      no_pay_range: false,
      min_salary_range: 50_000.5,
      max_salary_range: 70_000,
      partner: { id: ids.partner, name: 'Acme Studio' },
      category: { id: ids.category, name: 'Design' },
      job_type: { id: ids.jobType, name: 'Full-time' },
      job_active_duration: { id: ids.week, name: '1 Week', duration: 10_080 },
      skills: [
        { id: ids.css, name: 'CSS' },
        { id: ids.figma, name: 'figma' },
        { id: ids.typescript, name: 'TypeScript' },
      ],
      created_at: expect.any(String),
    });
    expect(body.data[1]).toMatchObject({
      title: 'Remote Writer',
      remote_position: true,
      no_pay_range: true,
      min_salary_range: null,
      expiration: null,
      job_active_duration: null,
      skills: [],
    });
    const second = await list('?page=2');
    expect(titles(second)).toEqual(['Filler role 9', 'Filler role 10']);
    const shown = [...body.data, ...second.data].map((job) => job.id);
    for (const hidden of [ids.expired, ids.draft, ids.paused]) expect(shown).not.toContain(hidden);
  });

  it('treats a token that is not an admin’s as the public', async () => {
    const body = await list('', { authorization: 'Bearer not-a-real-token' });
    expect(body.meta.total).toBe(12);
  });

  it('searches titles case-insensitively, short terms included, within what the public sees', async () => {
    expect(titles(await list('?s=DESIGNER'))).toEqual(['Senior Product Designer']);
    expect(titles(await list('?s=ne'))).toEqual(['Senior Product Designer']);
    expect(titles(await list('?s=te'))).toEqual(['Remote Writer']);
    expect((await list('?s=analyst')).meta.total).toBe(0);
    expect((await list('?s=nothing%20like%20this')).data).toEqual([]);
  });
});

describe('GET /api/jobs/all for an admin', () => {
  it('shows every job: drafts, paused and expired too', async () => {
    const body = await list('', auth());
    expect(body.meta.total).toBe(15);
    expect(titles(body).slice(0, 5)).toEqual([
      'Senior Product Designer',
      'Backend Engineer',
      'Data Analyst',
      'paused recruiter',
      'Remote Writer',
    ]);
    expect(body.data[2]).toMatchObject({ id: ids.draft, published: false });
    expect(body.data[3]).toMatchObject({ id: ids.paused, status: 'paused' });
  });

  it('also recognises an admin signed in with the session cookie', async () => {
    const { cookies } = await t.signInWithCookies();
    const response = await t.app.inject({ url: '/api/jobs/all', cookies });
    expect(response.json().meta.total).toBe(15);
  });

  it('sorts by title A–Z and Z–A, case-insensitively, keeping the query in the links', async () => {
    const ascending = await list('?sort=job_title', auth());
    expect(titles(ascending).slice(0, 4)).toEqual([
      'Backend Engineer',
      'Data Analyst',
      'Filler role 1',
      'Filler role 10',
    ]);
    expect(ascending.links.next).toBe(`${t.config.appUrl}/api/jobs/all?sort=job_title&page=2`);
    const descending = await list('?sort=-job_title', auth());
    expect(titles(descending).slice(0, 3)).toEqual([
      'Senior Product Designer',
      'Remote Writer',
      'paused recruiter',
    ]);
  });

  it('searches every job and sorts the matches', async () => {
    expect(titles(await list('?s=ne&sort=job_title', auth()))).toEqual([
      'Backend Engineer',
      'Senior Product Designer',
    ]);
    expect(titles(await list('?s=TE&sort=-job_title', auth()))).toEqual([
      'Remote Writer',
      'paused recruiter',
    ]);
    expect(titles(await list('?s=filler%20role%201', auth()))).toEqual([
      'Filler role 1',
      'Filler role 10',
    ]);
  });

  it.each([['?sort=title'], ['?sort=created_at'], ['?page=0'], ['?page=x']])(
    'rejects %s with 422',
    async (query) => {
      const response = await t.app.inject({ url: `/api/jobs/all${query}`, headers: auth() });
      expect(response.statusCode).toBe(422);
      expect(response.json().result).toBe(false);
    },
  );

  it('answers past the last page with no rows and the right meta', async () => {
    const body = await list('?page=5', auth());
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 15, last_page: 2, current_page: 5 });
  });
});
