import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertManyUsers, type StoredUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A term so common that the list's sample already shows more matches than are counted exactly:
 * the matches are not all gathered to count them, the total is flagged as an estimate, and every
 * page still holds what sorting every match would put there, also when all the matches sort
 * last (the walk along the name order comes up short). A filter every user passes is estimated
 * the same way. Terms in fewer users are still counted exactly, whatever their case.
 */
let t: TestApp;
let token: string;

const COUNT = 3_600;
/** Users named Zed from here on: common, and all at the end of the A–Z order. */
const ZED_FROM = 400;
/** Every 90th user is Émilie: rare, with a letter outside ASCII. */
const EMILIE_EVERY = 90;

let users: StoredUser[] = [];

const list = async (query: string) => {
  const response = await t.app.inject({
    url: `/api/admin/users${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number }[];
    meta: { total: number; total_is_estimate?: boolean };
  };
};

/** The statements a request runs. */
const statementsOf = async (query: string) => {
  const statements: string[] = [];
  const stop = t.database.observeQueries((event) => statements.push(event.sql));
  try {
    await list(query);
  } finally {
    stop();
  }
  return statements;
};

const byFirstName = (a: StoredUser, b: StoredUser) => {
  const [x, y] = [a.first_name.toLowerCase(), b.first_name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  users = await insertManyUsers(t.database.db, COUNT, (i) => ({
    first_name: i >= ZED_FROM ? 'Zed' : i % EMILIE_EVERY === 0 ? 'Émilie' : `Ann${i}`,
    last_name: `Person${i}`,
    email: `user${i}@crowd.example`,
  }));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/users with a common term', () => {
  it('estimates the total from the sample without gathering the matches', async () => {
    const statements = await statementsOf('?s=crowd.example');
    // Matches gathered from the trigram index, on either database: only the first 301, not
    // then up to 1,001 as a term found in fewer users would be.
    const gathering = /^select (rowid as )?id from "?users(_search)?"? where .* limit (\$\d+|\?)$/;
    expect(statements.filter((sql) => gathering.test(sql.trim()))).toHaveLength(1);
    const body = await list('?s=crowd.example');
    expect(body.meta.total_is_estimate).toBe(true);
    expect(body.meta.total).toBeGreaterThan(1_000);
    const expected = users.filter((u) => u.email.includes('crowd.example')).sort(byFirstName);
    expect(body.data.map((row) => row.id)).toEqual(expected.slice(0, 10).map((u) => u.id));
  });

  it('pages matches that all sort last like a full sort', async () => {
    const zeds = users.filter((u) => u.first_name === 'Zed').sort(byFirstName);
    for (const page of [1, 7]) {
      const body = await list(`?s=zed&page=${page}`);
      expect(body.meta.total_is_estimate).toBe(true);
      expect(body.data.map((row) => row.id)).toEqual(
        zeds.slice((page - 1) * 10, page * 10).map((u) => u.id),
      );
    }
  });

  it('estimates a filter every user passes from the sample, counting only its first matches', async () => {
    const statements = await statementsOf('?blocked=no');
    // The count up to 301, not then the count up to 1,001.
    expect(
      statements.filter((sql) => /^select count\(\*\) as n from \(/.test(sql.trim())),
    ).toHaveLength(1);
    const body = await list('?blocked=no');
    expect(body.meta.total_is_estimate).toBe(true);
    expect(body.data.map((row) => row.id)).toEqual(
      [...users]
        .sort(byFirstName)
        .slice(0, 10)
        .map((u) => u.id),
    );
  });

  it('gathers a term of several words once on SQLite: exact up to 1,000 matches, estimated past', async () => {
    // Matches gathered, as above: on SQLite all of a several-word term's matches are read from
    // the index before any limit, so it is gathered once, up to 1,001; PostgreSQL probes first.
    const gathering = /^select (rowid as )?id from "?users(_search)?"? where .* limit (\$\d+|\?)$/;
    const gatherings = async (query: string) =>
      (await statementsOf(query)).filter((sql) => gathering.test(sql.trim())).length;
    const zedsNamed = (prefix: string) =>
      users
        .filter((u) => u.first_name === 'Zed' && u.last_name.startsWith(prefix))
        .sort(byFirstName);

    // 1,000 users: Zed Person1000 to Zed Person1999.
    expect(await gatherings('?s=zed%20person1')).toBe(t.database.dialect === 'sqlite' ? 1 : 2);
    const thousand = await list('?s=zed%20person1&page=3');
    expect(thousand.meta).not.toHaveProperty('total_is_estimate');
    expect(thousand.meta.total).toBe(1_000);
    expect(thousand.data.map((row) => row.id)).toEqual(
      zedsNamed('Person1')
        .slice(20, 30)
        .map((u) => u.id),
    );

    const every = await list('?s=zed%20person');
    expect(every.meta.total_is_estimate).toBe(true);
    expect(every.meta.total).toBeGreaterThan(1_000);
    expect(every.data.map((row) => row.id)).toEqual(
      zedsNamed('Person')
        .slice(0, 10)
        .map((u) => u.id),
    );

    const few = await list('?s=zed%20person35');
    expect(few.meta).not.toHaveProperty('total_is_estimate');
    expect(few.meta.total).toBe(zedsNamed('Person35').length);
  });

  it('does not gather a term common among all users again when the filter keeps few of them', async () => {
    const blocked = users.filter((u) => u.first_name === 'Zed').slice(0, 25);
    const ids = blocked.map((u) => u.id);
    await t.database.db
      .updateTable('users')
      .set({ is_blocked: 1 })
      .where('id', 'in', ids)
      .execute();
    try {
      const gathering =
        /^select (rowid as )?id from "?users(_search)?"? where .* limit (\$\d+|\?)$/;
      const statements = await statementsOf('?s=crowd.example&blocked=yes');
      expect(statements.filter((sql) => gathering.test(sql.trim()))).toHaveLength(1);
      const body = await list('?s=crowd.example&blocked=yes&page=2');
      expect(body.data.map((row) => row.id)).toEqual(
        [...blocked]
          .sort(byFirstName)
          .slice(10, 20)
          .map((u) => u.id),
      );
    } finally {
      await t.database.db
        .updateTable('users')
        .set({ is_blocked: 0 })
        .where('id', 'in', ids)
        .execute();
    }
  });

  it('still counts a rare term exactly, whatever its case', async () => {
    const emilies = users.filter((u) => u.first_name === 'Émilie').sort(byFirstName);
    for (const term of ['Émilie', 'ÉMILIE', 'émilie']) {
      const body = await list(`?s=${encodeURIComponent(term)}`);
      expect(body.meta).not.toHaveProperty('total_is_estimate');
      expect(body.meta.total).toBe(emilies.length);
      expect(body.data.map((row) => row.id)).toEqual(emilies.slice(0, 10).map((u) => u.id));
    }
  });
});
