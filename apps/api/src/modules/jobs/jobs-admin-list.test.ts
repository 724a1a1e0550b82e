import { BULK_MESSAGES, JOB_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFileName } from '../../lib/csv-export.js';
import { insertCategory, insertJobType } from '../../testing/jobs-fixtures.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const ref: Record<string, number> = {};
const job: Record<string, number> = {};

type Item = { id: number; title: string; status: string; published: boolean };
const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/admin/jobs${query}`, headers: auth() });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Item[]; meta: { total: number } }).data;
};
const titles = (items: Item[]) => items.map((item) => item.title);
const bulk = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/jobs/bulk', headers: auth(), payload });

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

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  ref.acme = await insertPartner(db, { company_name: 'Acme' });
  ref.globex = await insertPartner(db, { company_name: 'Globex' });
  ref.design = await insertCategory(db, { name: 'Design' });
  ref.code = await insertCategory(db, { name: 'Code' });
  ref.full = await insertJobType(db, { name: 'Full-time' });
  ref.part = await insertJobType(db, { name: 'Part-time' });
  const onSite = { is_remote: 0, city: 'Lyon', country: 'France' };
  job.alpha = await insertJob(db, ref.acme, {
    title: 'Alpha Designer',
    category_id: ref.design,
    job_type_id: ref.full,
    expiration_date: '2030-01-10T12:00:00.000Z',
    created_at: '2024-01-01T00:00:00.000Z',
  });
  job.beta = await insertJob(db, ref.acme, {
    title: 'beta Developer',
    category_id: ref.code,
    job_type_id: ref.full,
    status: 'paused',
    ...onSite,
    expiration_date: '2030-03-01T00:00:00.000Z',
    created_at: '2024-01-02T00:00:00.000Z',
  });
  job.formula = await insertJob(db, ref.globex, {
    title: '=SUM(1)',
    category_id: ref.design,
    job_type_id: ref.part,
    is_published: 0,
    created_at: '2024-01-03T00:00:00.000Z',
  });
  job.delta = await insertJob(db, ref.globex, {
    title: 'Delta Writer',
    category_id: ref.code,
    job_type_id: ref.part,
    status: 'paused',
    is_published: 0,
    ...onSite,
    expiration_date: '2029-12-31T00:00:00.000Z',
    created_at: '2024-01-04T00:00:00.000Z',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/jobs filters and orders', () => {
  it('filters by status, published, partner, category, job type, remote and expiry', async () => {
    expect(titles(await list(''))).toEqual([
      'Delta Writer',
      '=SUM(1)',
      'beta Developer',
      'Alpha Designer',
    ]);
    expect(titles(await list('?status=paused'))).toEqual(['Delta Writer', 'beta Developer']);
    expect(titles(await list('?published=no'))).toEqual(['Delta Writer', '=SUM(1)']);
    expect(titles(await list(`?partner=${ref.acme}`))).toEqual([
      'beta Developer',
      'Alpha Designer',
    ]);
    expect(titles(await list(`?category=${ref.design}&job_type=${ref.part}`))).toEqual(['=SUM(1)']);
    expect(titles(await list('?remote=yes'))).toEqual(['=SUM(1)', 'Alpha Designer']);
    expect(titles(await list('?remote=no&published=yes'))).toEqual(['beta Developer']);
    // Expiring before the day starts: a job expiring later that day is not included.
    expect(titles(await list('?expiring_before=2030-01-10'))).toEqual(['Delta Writer']);
    expect(titles(await list('?expiring_before=2030-01-11'))).toEqual([
      'Delta Writer',
      'Alpha Designer',
    ]);
    expect(titles(await list('?s=designer&status=active'))).toEqual(['Alpha Designer']);
    expect(await list('?s=designer&status=paused')).toEqual([]);
  });

  it('sorts by title and posting date, both ways, with or without filters', async () => {
    expect(titles(await list('?sort=job_title'))).toEqual([
      '=SUM(1)',
      'Alpha Designer',
      'beta Developer',
      'Delta Writer',
    ]);
    expect(titles(await list('?sort=-job_title&status=paused'))).toEqual([
      'Delta Writer',
      'beta Developer',
    ]);
    expect(titles(await list('?sort=created_at'))).toEqual([
      'Alpha Designer',
      'beta Developer',
      '=SUM(1)',
      'Delta Writer',
    ]);
    const counted = await t.app.inject({ url: '/api/admin/jobs?status=paused', headers: auth() });
    expect(counted.json().meta.total).toBe(2);
  });

  it.each([
    ['?status=closed', 'status'],
    ['?published=maybe', 'published'],
    ['?partner=abc', 'partner'],
    ['?expiring_before=2030-02-30', 'expiring_before'],
    ['?sort=salary', 'sort'],
  ])('rejects %s with 422 naming the field', async (query, field) => {
    const response = await t.app.inject({ url: `/api/admin/jobs${query}`, headers: auth() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/jobs/export' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/jobs/export', () => {
  it('answers a dated CSV with a BOM: the filtered jobs in the list’s order, formulas defused', async () => {
    const response = await t.app.inject({
      url: `/api/admin/jobs/export?category=${ref.design}&sort=job_title`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${csvFileName('jobs')}"`,
    );
    expect(rowsOf(response.rawPayload.toString('utf8'))).toEqual([
      [
        'ID',
        'Title',
        'Partner',
        'Category',
        'Job type',
        'Status',
        'Published',
        'Remote',
        'City',
        'Country',
        'Expires',
        'Posted',
      ],
      [
        String(job.formula),
        "'=SUM(1)",
        'Globex',
        'Design',
        'Part-time',
        'active',
        'no',
        'yes',
        '',
        '',
        '',
        '2024-01-03T00:00:00.000Z',
      ],
      [
        String(job.alpha),
        'Alpha Designer',
        'Acme',
        'Design',
        'Full-time',
        'active',
        'yes',
        'yes',
        '',
        '',
        '2030-01-10T12:00:00.000Z',
        '2024-01-01T00:00:00.000Z',
      ],
    ]);
  });

  it('exports every page in descending order with the search applied', async () => {
    const response = await t.app.inject({
      url: '/api/admin/jobs/export?sort=-created_at&s=e',
      headers: auth(),
    });
    const rows = rowsOf(response.rawPayload.toString('utf8')).slice(1);
    expect(rows.map((row) => row[1])).toEqual(['Delta Writer', 'beta Developer', 'Alpha Designer']);
  });
});

describe('POST /api/admin/jobs/bulk', () => {
  const auditOf = (ids: number[]) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'job')
      .where('entity_id', 'in', ids)
      .orderBy('id')
      .execute();

  it('pauses each job on its own: done, skipped when already paused, refused when missing', async () => {
    const missing = 987_654;
    const response = await bulk({ action: 'pause', ids: [job.alpha, job.beta, missing] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: BULK_MESSAGES.summary(1, 1, 1),
      data: {
        bulk_id: expect.any(String),
        done: 1,
        skipped: 1,
        refused: 1,
        items: [
          { id: job.alpha, outcome: 'done' },
          { id: job.beta, outcome: 'skipped', reason: JOB_MESSAGES.alreadyPaused },
          { id: missing, outcome: 'refused', reason: JOB_MESSAGES.notFound },
        ],
      },
    });
    expect(titles(await list('?status=active'))).toEqual(['=SUM(1)']);
    expect(await auditOf([job.alpha!, job.beta!, missing])).toEqual([
      { action: 'update', entity_id: job.alpha },
    ]);
  });

  it('publishes the jobs a filter selects, each audited, and refuses one breaking the rules', async () => {
    // A job without a city that is not remote breaks the rules: publishing it is refused.
    await t.database.db
      .updateTable('jobs')
      .set({ city: null })
      .where('id', '=', job.delta!)
      .execute();
    const response = await bulk({ action: 'publish', filter: { published: 'no' } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ done: 1, skipped: 0, refused: 1 });
    expect(data.items).toEqual([
      { id: job.delta, outcome: 'refused', reason: expect.any(String) },
      { id: job.formula, outcome: 'done' },
    ]);
    expect(titles(await list('?published=no'))).toEqual(['Delta Writer']);
    const published = await t.database.db
      .selectFrom('jobs')
      .select('published_at')
      .where('id', '=', job.formula!)
      .executeTakeFirstOrThrow();
    expect(published.published_at).not.toBeNull();
    expect(await auditOf([job.formula!, job.delta!])).toEqual([
      { action: 'update', entity_id: job.formula },
    ]);
  });

  it('deletes with the single delete’s rules, refusing a missing job', async () => {
    const response = await bulk({ action: 'delete', ids: [job.formula, 987_655] });
    expect(response.json().data).toMatchObject({ done: 1, skipped: 0, refused: 1 });
    expect(titles(await list(''))).toEqual(['Delta Writer', 'beta Developer', 'Alpha Designer']);
    expect((await auditOf([job.formula!])).map((row) => row.action)).toEqual(['update', 'delete']);
  });

  it.each([
    [{ action: 'archive', ids: [1] }, 'action'],
    [{ action: 'pause' }, 'ids'],
    [{ action: 'pause', ids: [] }, 'ids'],
  ])('rejects %j with 422', async (payload, field) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});
