import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { insertSkill, linkSkills } from '../../testing/jobs-fixtures.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { JOBS_TABLE } from './jobs.repository.js';

/**
 * A plain page of the job lists read in one statement with the table's kept count (PostgreSQL)
 * answers exactly what the general reads answer, the jobs' names and skills included.
 */
let t: TestApp;
let context: ListContext;

const PER_PAGE = 25;

/** The same list without its one-statement read: the general reads answer every page. */
const generalJobs = { ...JOBS_TABLE, pageRows: undefined };

beforeAll(async () => {
  t = await buildTestApp();
  context = { db: t.database.db, dialect: t.database.dialect, config: t.config };
  const partner = await insertPartner(t.database.db);
  const skills = [await insertSkill(t.database.db), await insertSkill(t.database.db)];
  for (let i = 0; i < 60; i += 1) {
    const job = await insertJob(t.database.db, partner, { title: `Opening ${i % 7}` });
    if (i % 3 === 0) await linkSkills(t.database.db, job, i % 2 === 0 ? skills : skills.slice(1));
  }
});
afterAll(async () => {
  await t.close();
});

describe('a plain page of the job list', () => {
  it('of jobs answers as the general reads do, skills and names included', async () => {
    for (const sort of [undefined, { field: 'job_title', direction: 'asc' } as const]) {
      for (const page of [1, 2, 3, 9]) {
        const query = { sort, page, per_page: PER_PAGE };
        const plain = await pageOf(context, JOBS_TABLE, query);
        expect(plain, `page ${page}`).toEqual(await pageOf(context, generalJobs, query));
      }
    }
  });

  it('is one statement for the jobs and one for their skills on PostgreSQL', async () => {
    const seen: string[] = [];
    const stop = t.database.observeQueries((event) => seen.push(event.sql));
    const page = await pageOf(context, JOBS_TABLE, { page: 1, per_page: PER_PAGE }).finally(stop);
    expect(seen).toHaveLength(t.database.dialect === 'postgres' ? 2 : 4);
    expect(page.total).toEqual({ value: 60, estimate: false });
    expect(page.items.some((job) => job.skills.length === 2)).toBe(true);
  });
});
