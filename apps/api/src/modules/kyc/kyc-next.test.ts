import { KYC_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKycCrowd, insertKycVerification } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * `GET /api/admin/kyc/next` with the KYC list's order, search and filters: the review queue
 * walked as the list showed it, pending records only, wrapping round.
 */

type Next = { statusCode: number; id: number | null | undefined; body: unknown };

async function nextFrom(t: TestApp, token: string, query: string): Promise<Next> {
  const response = await t.app.inject({
    url: `/api/admin/kyc/next${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = response.json() as { data?: { id: number } | null };
  return { statusCode: response.statusCode, id: body.data === null ? null : body.data?.id, body };
}

describe('the queue in the list’s order and with its filters', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  /** Name, status, ID type, submitted: oldest first; E and F were submitted at the same time. */
  const RECORDS = [
    ['A', 'Ana Kowalska', 'pending', 'Passport', '2024-03-01T10:00:00.000Z'],
    ['B', 'Renée Dubois', 'approved', 'Driver license', '2024-03-02T10:00:00.000Z'],
    ['C', 'Jan KOWALSKI', 'pending', 'National ID', '2024-03-03T10:00:00.000Z'],
    ['D', 'Zoë Real', 'rejected', 'Passport', '2024-03-04T10:00:00.000Z'],
    ['E', 'Bob Ng', 'pending', 'Passport', '2024-03-05T10:00:00.000Z'],
    ['F', 'Cy Kowal', 'pending', 'Passport', '2024-03-05T10:00:00.000Z'],
    ['G', 'Dee Fox', 'pending', 'National ID', '2024-03-07T10:00:00.000Z'],
  ] as const;

  /** The letter of the record `next` answers, or null when none is left. */
  const nextOf = async (query: string, after?: string) => {
    const answer = await nextFrom(
      t,
      token,
      `?${query}${after === undefined ? '' : `&after=${ids[after]}`}`,
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    if (answer.id === null) return null;
    return Object.keys(ids).find((letter) => ids[letter] === answer.id);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.loginAs();
    for (const [letter, full_name, status, id_type, submitted_at] of RECORDS) {
      ids[letter] = await insertKycVerification(t.database.db, {
        full_name,
        status,
        id_type,
        submitted_at,
        reviewed_at: status === 'pending' ? null : '2024-04-01T00:00:00.000Z',
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('walks newest submitted first when the list is sorted so, ties by id, wrapping round', async () => {
    const sort = 'sort=-submitted_at';
    expect(await nextOf(sort)).toBe('G');
    expect(await nextOf(sort, 'G')).toBe('F');
    expect(await nextOf(sort, 'F')).toBe('E');
    expect(await nextOf(sort, 'E')).toBe('C');
    expect(await nextOf(sort, 'C')).toBe('A');
    expect(await nextOf(sort, 'A')).toBe('G');
    // A decided record continues from its place in the list's order.
    expect(await nextOf(sort, 'D')).toBe('C');
    expect(await nextOf(sort, 'B')).toBe('A');
  });

  it('walks oldest submitted first by default and when sorted so', async () => {
    for (const sort of ['', 'sort=submitted_at']) {
      expect(await nextOf(sort)).toBe('A');
      expect(await nextOf(sort, 'A')).toBe('C');
      expect(await nextOf(sort, 'C')).toBe('E');
      expect(await nextOf(sort, 'E')).toBe('F');
      expect(await nextOf(sort, 'G')).toBe('A');
    }
  });

  it('keeps to the ID type, the submission days and the search of the list', async () => {
    const passports = 'sort=-submitted_at&id_type=Passport';
    expect(await nextOf(passports)).toBe('F');
    expect(await nextOf(passports, 'F')).toBe('E');
    expect(await nextOf(passports, 'E')).toBe('A');
    expect(await nextOf(passports, 'A')).toBe('F');
    expect(await nextOf(passports, 'D')).toBe('A');

    const kowal = 'sort=-submitted_at&s=kowal';
    expect(await nextOf(kowal)).toBe('F');
    expect(await nextOf(kowal, 'F')).toBe('C');
    expect(await nextOf(kowal, 'C')).toBe('A');
    expect(await nextOf(kowal, 'A')).toBe('F');

    const early = 's=kowal&submitted_to=2024-03-03';
    expect(await nextOf(early)).toBe('A');
    expect(await nextOf(early, 'A')).toBe('C');
    expect(await nextOf(early, 'C')).toBe('A');

    const fifth = 'submitted_from=2024-03-05&submitted_to=2024-03-05';
    expect(await nextOf(fifth, 'E')).toBe('F');
    expect(await nextOf(fifth, 'F')).toBe('E');
  });

  it('says none is left when the filters keep no other pending record', async () => {
    const onlyG = 'id_type=National%20ID&submitted_from=2024-03-06';
    expect(await nextOf(onlyG)).toBe('G');
    expect(await nextOf(onlyG, 'G')).toBeNull();
    expect(await nextOf('id_type=Driver%20license')).toBeNull();
    expect(await nextOf('s=nobody-has-this-name', 'A')).toBeNull();
  });

  it('walks pending records whatever status the list was filtered by', async () => {
    expect(await nextOf('status=approved&sort=-submitted_at')).toBe('G');
    expect(await nextOf('status=rejected&id_type=Passport', 'D')).toBe('E');
  });

  it('passes records another reviewer decided meanwhile', async () => {
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${ids.E}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await nextOf('sort=-submitted_at', 'F')).toBe('C');
    expect(await nextOf('sort=-submitted_at', 'E')).toBe('C');
  });

  it('refuses a sort, filter or record it does not know with 422 and the reason', async () => {
    const refusals: [string, string, string][] = [
      ['sort=full_name', 'sort', 'Sort by one of: submitted_at, -submitted_at.'],
      ['submitted_from=2024-13-45', 'submitted_from', ''],
      [`id_type=${'x'.repeat(101)}`, 'id_type', KYC_MESSAGES.idType],
      ['after=abc', 'after', KYC_MESSAGES.afterId],
    ];
    for (const [query, field, message] of refusals) {
      const answer = await nextFrom(t, token, `?${query}`);
      expect(answer.statusCode, query).toBe(422);
      const errors = (answer.body as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors), query).toEqual([field]);
      if (message) expect(errors[field], query).toEqual([message]);
      else expect(errors[field]?.[0], query).toMatch(/\w/);
    }
  });
});

describe('the queue of a large list, searched', () => {
  let t: TestApp;
  let token: string;
  const COUNT = 1_300;
  /** Every 100th verification is approved; the rest are pending. */
  const APPROVED_EVERY = 100;
  let pendingNewestFirst: number[] = [];
  let approvedIds: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.loginAs();
    await insertKycCrowd(t.database.db, COUNT, APPROVED_EVERY);
    const stored = await t.database.db
      .selectFrom('kyc_verifications')
      .select(['id', 'status'])
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    pendingNewestFirst = stored.filter((row) => row.status === 'pending').map((row) => row.id);
    approvedIds = stored.filter((row) => row.status === 'approved').map((row) => row.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const idAfter = async (query: string, after?: number) => {
    const answer = await nextFrom(
      t,
      token,
      `?${query}${after === undefined ? '' : `&after=${after}`}`,
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.id;
  };

  it('follows a common term in the list’s order, reading a bounded number of rows', async () => {
    const statements: string[] = [];
    const stop = t.database.observeQueries((event) => statements.push(event.sql));
    try {
      const query = 's=crowd&sort=-submitted_at';
      expect(await idAfter(query)).toBe(pendingNewestFirst[0]);
      expect(await idAfter(query, pendingNewestFirst[0])).toBe(pendingNewestFirst[1]);
      expect(await idAfter(query, pendingNewestFirst[700])).toBe(pendingNewestFirst[701]);
      // An approved record in the middle: the pending one just below it.
      const approved = approvedIds[5]!;
      const place = pendingNewestFirst.findIndex((id) => id < approved);
      expect(await idAfter(query, approved)).toBe(pendingNewestFirst[place]);
      expect(await idAfter(query, pendingNewestFirst.at(-1))).toBe(pendingNewestFirst[0]);
    } finally {
      stop();
    }
    // The matches are never all counted (the sample's estimate reads a bounded set of rows).
    const countsEveryMatch = (sql: string) =>
      /^select count\(\*\) as "?n"? from "?kyc_verifications"? where /i.test(sql.trim());
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter(countsEveryMatch)).toEqual([]);
  });

  it('follows a rare term from its matches', async () => {
    // Person12, Person120–129, Person1200–1299, pending ones only, oldest first.
    const query = 's=person12&sort=submitted_at';
    const first = await idAfter(query);
    const rows = await t.database.db
      .selectFrom('kyc_verifications')
      .select('id')
      .where('full_name', 'like', '%Person12%')
      .where('status', '=', 'pending')
      .orderBy('submitted_at')
      .orderBy('id')
      .execute();
    const matching = rows.map((row) => row.id);
    expect(first).toBe(matching[0]);
    expect(await idAfter(query, matching[0])).toBe(matching[1]);
    expect(await idAfter(query, matching.at(-1))).toBe(matching[0]);
  });
});
