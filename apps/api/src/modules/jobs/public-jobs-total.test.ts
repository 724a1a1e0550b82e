import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { PROBE_LIMIT } from '../../lib/paging.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { openSecondConnection } from '../../testing/second-connection.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { listJobs } from './jobs.service.js';

/**
 * The public job list samples the jobs for its total once per version of which jobs are public
 * (migration 0035) and per minute, not on every request; a write from any process that can show
 * or hide a job, or the next minute, takes a new sample, and the total always follows the rows.
 */
let t: TestApp;
let other: DatabaseHandle;
let context: ListContext;
let jobIds: number[];

/** More public jobs than the first count settles, so the total is sampled. */
const PUBLIC_JOBS = PROBE_LIMIT + 40;

/** Statements that read the table's id bounds: the first step of a sample. */
const isSampling = (statement: string) => /select \(select min\(id\) from "jobs"\)/.test(statement);

/** The public list's first page: its total, and whether the request sampled the jobs. */
async function publicList(): Promise<{ total: number; sampled: boolean }> {
  const statements: string[] = [];
  const stop = t.database.observeQueries((event) => statements.push(event.sql));
  const response = await t.app.inject({ url: '/api/jobs/all' }).finally(stop);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { meta: { total: number } };
  return { total: body.meta.total, sampled: statements.some(isSampling) };
}

/** `listJobs` for the public at `visibleAt`: whether it sampled the jobs. */
async function sampledAt(visibleAt: string): Promise<boolean> {
  const statements: string[] = [];
  const stop = t.database.observeQueries((event) => statements.push(event.sql));
  await listJobs(context, { page: 1, visibleAt }).finally(stop);
  return statements.some(isSampling);
}

beforeAll(async () => {
  t = await buildTestApp();
  other = await openSecondConnection(t.database);
  context = { db: t.database.db, dialect: t.database.dialect, config: t.config };
  const partner = await insertPartner(t.database.db);
  jobIds = [];
  for (let i = 0; i < PUBLIC_JOBS; i += 1) jobIds.push(await insertJob(t.database.db, partner));
  // Hidden from the public: unpublished, and expired.
  await insertJob(t.database.db, partner, { is_published: 0 });
  await insertJob(t.database.db, partner, { expiration_date: '2020-01-01T00:00:00.000Z' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('the public job list’s total', () => {
  it('is sampled once, then kept while no job is shown or hidden', async () => {
    const first = await publicList();
    expect(first).toEqual({ total: PUBLIC_JOBS, sampled: true });
    expect(await publicList()).toEqual({ total: PUBLIC_JOBS, sampled: false });
    expect(await publicList()).toEqual({ total: PUBLIC_JOBS, sampled: false });
  });

  it('is sampled again after another process shows or hides a job, and follows the rows', async () => {
    await publicList();
    const [first, second] = jobIds as [number, number];
    const writes = [
      { change: sql`update jobs set is_published = 0 where id = ${first}`, total: PUBLIC_JOBS - 1 },
      { change: sql`update jobs set is_published = 1 where id = ${first}`, total: PUBLIC_JOBS },
      {
        change: sql`update jobs set status = 'paused' where id = ${second}`,
        total: PUBLIC_JOBS - 1,
      },
      { change: sql`update jobs set status = 'active' where id = ${second}`, total: PUBLIC_JOBS },
      {
        change: sql`update jobs set expiration_date = '2020-01-01T00:00:00.000Z' where id = ${first}`,
        total: PUBLIC_JOBS - 1,
      },
      {
        change: sql`update jobs set expiration_date = null where id = ${first}`,
        total: PUBLIC_JOBS,
      },
      { change: sql`delete from jobs where id = ${second}`, total: PUBLIC_JOBS - 1 },
    ];
    for (const { change, total } of writes) {
      await change.execute(other.db);
      expect(await publicList(), change.compile(other.db).sql).toEqual({ total, sampled: true });
      expect(await publicList()).toEqual({ total, sampled: false });
    }
    const partner = await insertPartner(other.db);
    jobIds.push(await insertJob(other.db, partner));
    expect(await publicList()).toEqual({ total: PUBLIC_JOBS, sampled: true });
  });

  it('is kept through a change that shows or hides nothing', async () => {
    await publicList();
    await sql`update jobs set title = 'Renamed opening', description = '<p>New.</p>' where id = ${jobIds[2]!}`.execute(
      other.db,
    );
    expect(await publicList()).toEqual({ total: PUBLIC_JOBS, sampled: false });
  });

  it('is sampled on every request while its version row is missing, nothing to trust', async () => {
    await publicList();
    await sql`delete from data_versions where name = 'public_jobs'`.execute(other.db);
    expect(await publicList()).toEqual({ total: PUBLIC_JOBS, sampled: true });
    expect(await publicList()).toEqual({ total: PUBLIC_JOBS, sampled: true });
    await sql`insert into data_versions (name, version) values ('public_jobs', 1)`.execute(
      other.db,
    );
  });

  it('is sampled again each minute, as jobs expire with time', async () => {
    expect(await sampledAt('2030-05-01T10:15:01.000Z')).toBe(true);
    expect(await sampledAt('2030-05-01T10:15:59.999Z')).toBe(false);
    expect(await sampledAt('2030-05-01T10:16:00.000Z')).toBe(true);
    expect(await sampledAt('2030-05-01T10:16:30.000Z')).toBe(false);
  });
});
