import { AUTH_MESSAGES, JOB_STATS_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { insightPeriods } from './periods.js';

// Rows are placed at the edges of the current week and month (UTC), so every count below is known.
const now = new Date();
const periods = insightPeriods(now);
const nowIso = now.toISOString();
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const DAY = 86_400_000;
const justBefore = (iso: string) => shift(iso, -1);

const PARTNERS_CREATED = {
  thisMonth: [periods.thisMonth.from, nowIso, nowIso],
  previousMonth: [periods.previousMonth.from, justBefore(periods.thisMonth.from)],
  earlier: [justBefore(periods.previousMonth.from)],
};

const JOBS_CREATED = {
  thisWeek: [periods.thisWeek.from, nowIso],
  previousWeek: [
    periods.previousWeek.from,
    shift(periods.previousWeek.from, DAY),
    shift(periods.previousWeek.from, 3 * DAY),
    justBefore(periods.thisWeek.from),
  ],
  earlier: [justBefore(periods.previousWeek.from)],
};

/** Applications (applied, selected): edges of the current and previous months, and of 2023. */
const APPLICATIONS: [applied: string, selected: string | null][] = [
  ['2023-01-31T23:59:59.999Z', periods.thisMonth.from],
  ['2023-02-01T00:00:00.000Z', nowIso],
  ['2022-12-31T23:59:59.999Z', periods.previousMonth.from],
  ['2023-12-31T23:59:59.999Z', justBefore(periods.thisMonth.from)],
  ['2024-01-01T00:00:00.000Z', shift(periods.previousMonth.from, 2 * DAY)],
  ['2023-06-15T12:00:00.000Z', justBefore(periods.previousMonth.from)],
  ['2023-06-20T12:00:00.000Z', null],
  ['2023-06-21T12:00:00.000Z', null],
  ['2023-02-14T12:00:00.000Z', null],
  ['2023-01-01T00:00:00.000Z', null],
  ['2023-03-01T08:00:00.000Z', '2023-03-31T23:59:59.999Z'],
  ['2023-03-05T08:00:00.000Z', '2023-04-01T00:00:00.000Z'],
  ['2022-12-30T08:00:00.000Z', '2023-01-02T08:00:00.000Z'],
  ['2023-12-20T08:00:00.000Z', '2024-01-03T08:00:00.000Z'],
];
/** Selected this month: the first two; the previous month: the next three. */
const SELECTED_THIS_MONTH = 2;

let t: TestApp;
let token: string;
const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  t.app.inject({ url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  for (const created_at of Object.values(PARTNERS_CREATED).flat()) {
    await insertPartner(db, { created_at });
  }
  // The partner and the job the applications go to are old enough to fall outside every period.
  const host = await insertPartner(db, { created_at: '2020-05-05T05:05:05.000Z' });
  const oldJob = await insertJob(db, host, { created_at: '2020-05-06T00:00:00.000Z' });
  for (const created_at of Object.values(JOBS_CREATED).flat()) {
    await insertJob(db, host, { created_at, is_published: created_at === nowIso ? 0 : 1 });
  }
  for (const [applied_at, selected_at] of APPLICATIONS) {
    await insertApplication(db, oldJob, { applied_at, selected_at });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/insights', () => {
  it('counts this week’s jobs, this month’s selections and partners, with their changes', async () => {
    const response = await get('/api/admin/insights');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      data: {
        jobs: {
          total: 1 + 2 + 4 + 1,
          this_week: 2,
          change_diff: -50,
        },
        applicants: {
          total: APPLICATIONS.length,
          selected_candidates: SELECTED_THIS_MONTH,
          change_diff: -33.3, // 2 against 3
        },
        partner: {
          total: 3 + 2 + 1 + 1,
          new_partners: 3,
          change_diff: 50,
        },
      },
    });
  });

  it('reports 100 when the previous period had none, and 0 when neither had any', async () => {
    const db = t.database.db;
    await db
      .updateTable('jobs')
      .set({ created_at: '2020-05-07T00:00:00.000Z' })
      .where('created_at', '>=', periods.previousWeek.from)
      .where('created_at', '<', periods.thisWeek.from)
      .execute();
    await db
      .updateTable('partners')
      .set({ created_at: '2020-05-07T00:00:00.000Z' })
      .where('created_at', '>=', periods.previousMonth.from)
      .execute();
    const { data } = (await get('/api/admin/insights')).json();
    expect(data.jobs).toEqual({ total: 8, this_week: 2, change_diff: 100 });
    expect(data.partner).toEqual({ total: 7, new_partners: 0, change_diff: 0 });
  });

  it('is for signed-in admins only', async () => {
    const response = await get('/api/admin/insights', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('GET /api/admin/conversion-metrics', () => {
  it('counts selected applications and all applications over all time', async () => {
    const response = await get('/api/admin/conversion-metrics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: { shortlisted: 10, applicants: 14 } });
  });

  it('is for signed-in admins only', async () => {
    expect((await get('/api/admin/conversion-metrics', {})).statusCode).toBe(401);
  });
});

describe('GET /api/jobs/stats', () => {
  const stats = async (query: string) => {
    const response = await get(`/api/jobs/stats${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('buckets applications by the month applied and selections by the month selected', async () => {
    expect(await stats('?year=2023')).toEqual({
      result: true,
      data: {
        selected_applicants: [1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        job_applications: [2, 2, 2, 0, 0, 3, 0, 0, 0, 0, 0, 2],
      },
    });
    expect((await stats('?year=2022')).data).toEqual({
      selected_applicants: Array(12).fill(0),
      job_applications: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
    });
    expect((await stats('?year=1999')).data).toEqual({
      selected_applicants: Array(12).fill(0),
      job_applications: Array(12).fill(0),
    });
  });

  it('defaults to the current UTC year (also for a blank year)', async () => {
    const year = String(now.getUTCFullYear());
    const expected = Array(12).fill(0);
    for (const [, selected] of APPLICATIONS) {
      if (selected?.startsWith(year)) expected[Number(selected.slice(5, 7)) - 1] += 1;
    }
    expect(expected[now.getUTCMonth()]).toBe(SELECTED_THIS_MONTH);
    const byDefault = await stats('');
    expect(byDefault.data).toEqual({
      selected_applicants: expected,
      job_applications: Array(12).fill(0),
    });
    expect(await stats('?year=%20')).toEqual(byDefault);
    expect(await stats(`?year=${year}`)).toEqual(byDefault);
  });

  it.each(['abc', '2023.5', '1969', '10000', '-2023'])('rejects year=%s with 422', async (year) => {
    const response = await get(`/api/jobs/stats?year=${year}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      result: false,
      message: JOB_STATS_MESSAGES.yearInvalid,
      errors: { year: [JOB_STATS_MESSAGES.yearInvalid] },
    });
  });

  it('is for signed-in admins only', async () => {
    expect((await get('/api/jobs/stats', {})).statusCode).toBe(401);
  });
});
