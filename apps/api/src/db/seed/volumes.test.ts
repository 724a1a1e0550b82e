import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../testing/test-app.js';
import { dialectOf } from '../database.js';
import { MAX_PLANNED_APPLICATIONS, seedDemoData, type SeedSummary } from './demo-data.js';
import { insertGeneratedApplications } from './generated-applications.js';
import { clockAt } from './timeline.js';

/**
 * The seed's `jobs` and `applications` volumes, and the applications PostgreSQL generates itself
 * past MAX_PLANNED_APPLICATIONS (checked here on a small count: the rules do not depend on it).
 */
const NOW = new Date('2026-03-04T10:20:30.000Z');
const SEED_TIMEOUT = 120_000;

let t: TestApp;
let root: string;
let summary: SeedSummary;
const isPostgres = dialectOf(testDatabaseUrl) === 'postgres';

const folders = () => ({
  uploadDir: path.join(root, 'uploads'),
  privateDir: path.join(root, 'private'),
});

beforeAll(async () => {
  t = await buildTestApp();
  root = mkdtempSync(path.join(os.tmpdir(), 'seed-volumes-'));
  summary = await seedDemoData(t.database.db, {
    scale: 1,
    jobs: 260,
    applications: 3_100,
    ...folders(),
    now: NOW,
    seed: 11,
  });
}, SEED_TIMEOUT);
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const count = async (query: string) =>
  Number((await sql<{ n: number | string }>`${sql.raw(query)}`.execute(t.database.db)).rows[0]?.n);

describe('seed volumes', () => {
  it('loads the jobs and applications asked for', async () => {
    expect(summary.jobs).toBe(260);
    expect(summary.job_applications).toBe(3_100);
    expect(await count('select count(*) as n from jobs')).toBe(260);
    expect(await count('select count(*) as n from job_applications')).toBe(3_100);
  });

  it('rejects volumes out of range before loading anything', async () => {
    const tooMany = isPostgres ? 20_000_001 : MAX_PLANNED_APPLICATIONS + 1;
    for (const [name, value] of [
      ['jobs', 0],
      ['jobs', 1_000_001],
      ['applications', 2.5],
      ['applications', tooMany],
    ] as const) {
      await expect(
        seedDemoData(t.database.db, { scale: 1, [name]: value, ...folders() }),
      ).rejects.toThrow(name);
    }
    expect(await count('select count(*) as n from jobs')).toBe(260);
  });

  it.runIf(isPostgres)(
    'generates applications in PostgreSQL by the planner’s rules, the aggregates kept',
    async () => {
      const db = t.database.db;
      const clock = clockAt(NOW);
      await db.deleteFrom('job_applications').execute();
      const inserted = await db
        .transaction()
        .execute((trx) => insertGeneratedApplications(trx, 5_000, clock, 0.25));
      expect(inserted).toBe(5_000);
      expect(await count('select count(*) as n from job_applications')).toBe(5_000);
      // To published jobs while they were open, by users signed up before that day, ids in
      // application order.
      expect(
        await count(`select count(*) as n from job_applications a
          join jobs j on j.id = a.job_id
          join users u on u.id = a.user_id
          where j.published_at is null or a.applied_at < j.published_at
            or a.applied_at > coalesce(j.expiration_date, '${NOW.toISOString()}')
            or a.applied_at > '${NOW.toISOString()}'
            or substr(u.created_at, 1, 10) >= substr(a.applied_at, 1, 10)
            or a.selected_at < a.applied_at or a.selected_at > '${NOW.toISOString()}'`),
      ).toBe(0);
      expect(
        await count(`select count(*) as n from (select applied_at,
          lag(applied_at) over (order by id) as before from job_applications) o
          where o.applied_at < o.before`),
      ).toBeLessThan(50);
      const selected = await count(
        'select count(*) as n from job_applications where selected_at is not null',
      );
      expect(selected / 5_000).toBeGreaterThan(0.15);
      expect(selected / 5_000).toBeLessThan(0.25);
      // Some jobs far more popular than others.
      const busiest = await count(
        'select max(n) as n from (select count(*) as n from job_applications group by job_id) c',
      );
      expect(busiest).toBeGreaterThan((5_000 / 260) * 3);
      // The dashboard's aggregates equal a recount.
      expect(
        await count(`select sum(n) as n from dashboard_daily_counts
          where metric = 'applications_applied'`),
      ).toBe(5_000);
      expect(
        await count(`select sum(n) as n from dashboard_daily_counts
          where metric = 'applications_selected'`),
      ).toBe(selected);
      // The secondary indexes dropped for the load are back.
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes
        where schemaname = current_schema() and tablename = 'job_applications'`.execute(db);
      expect(indexes.rows.map((row) => row.indexname)).toEqual(
        expect.arrayContaining([
          'job_applications_user_applied_idx',
          'job_applications_job_applied_idx',
          'job_applications_job_user_unique',
        ]),
      );
    },
    SEED_TIMEOUT,
  );
});
