import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKycCrowd } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The KYC list's total when a search finds more verifications than are counted exactly: an
 * estimate flagged as one, read without counting every match, while the page still holds the
 * newest submissions; a term or a filter that finds fewer is counted exactly.
 */
let t: TestApp;
let token: string;

const COUNT = 1_300;
/** Every 100th verification is approved; the rest are pending. */
const APPROVED_EVERY = 100;

type Stored = { id: number; full_name: string; status: string; submitted_at: string };
let stored: Stored[] = [];

const list = async (query: string) => {
  const response = await t.app.inject({
    url: `/api/admin/kyc${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      verifications: {
        data: { id: number }[];
        meta: { total: number; total_is_estimate?: boolean };
      };
    }
  ).verifications;
};

/** Newest submitted first, as the list orders them by default. */
const newestFirst = (a: Stored, b: Stored) =>
  a.submitted_at < b.submitted_at ? 1 : a.submitted_at > b.submitted_at ? -1 : b.id - a.id;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  await insertKycCrowd(t.database.db, COUNT, APPROVED_EVERY);
  stored = await t.database.db
    .selectFrom('kyc_verifications')
    .select(['id', 'full_name', 'status', 'submitted_at'])
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/kyc?s with more matches than are counted exactly', () => {
  it('estimates the total without counting every match, and pages the newest first', async () => {
    const statements: string[] = [];
    const stop = t.database.observeQueries((event) => statements.push(event.sql));
    let body: Awaited<ReturnType<typeof list>>;
    try {
      body = await list('?s=crowd&page=2');
    } finally {
      stop();
    }
    // The matches are read only up to a limit, never all of them counted.
    const countsEveryMatch = (sql: string) =>
      /^select count\(\*\) as "?n"? from "?kyc_verifications"? where /i.test(sql.trim());
    expect(statements.filter(countsEveryMatch)).toEqual([]);
    expect(statements.some((sql) => /match|like/i.test(sql) && /limit/i.test(sql))).toBe(true);
    expect(body.meta.total_is_estimate).toBe(true);
    expect(body.meta.total).toBeGreaterThan(1_000);
    expect(body.data.map((row) => row.id)).toEqual(
      [...stored]
        .sort(newestFirst)
        .slice(10, 20)
        .map((row) => row.id),
    );
  });

  it('counts a term or a filter that finds fewer exactly', async () => {
    // Person12, Person120–129, Person1200–1299.
    const term = await list('?s=person12');
    expect(term.meta).not.toHaveProperty('total_is_estimate');
    expect(term.meta.total).toBe(stored.filter((row) => /Person12/.test(row.full_name)).length);

    const approved = await list('?s=crowd&status=approved');
    expect(approved.meta).not.toHaveProperty('total_is_estimate');
    expect(approved.meta.total).toBe(COUNT / APPROVED_EVERY);
    expect(approved.data.map((row) => row.id)).toEqual(
      stored
        .filter((row) => row.status === 'approved')
        .sort(newestFirst)
        .slice(0, 10)
        .map((row) => row.id),
    );
  });
});
