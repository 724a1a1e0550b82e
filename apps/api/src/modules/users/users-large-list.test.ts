import { EXACT_COUNT_LIMIT } from '../../lib/paging.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertManyUsers, type StoredUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A list longer than the server counts exactly: a common term's total is an estimate (and says
 * so), a rare term's is exact, and every page — deep ones read from the far end, common terms
 * found by walking the name order, terms whose matches all sort last — holds exactly the rows
 * that sorting every match would put there.
 */
let t: TestApp;
let token: string;

const FIRST_NAMES = ['Ada', 'bea', 'Cy', 'Dot', 'Eve', 'Flo', 'Gus', 'Hal', 'Ivo', 'Jo'];
const COUNT = 2 * EXACT_COUNT_LIMIT + 345;
/** Users given the last name "Quill": few enough to count exactly. */
const RARE_EVERY = 97;
/** Users named Zed: more than counted exactly, and all at the end of the A–Z order. */
const ZED_FROM = COUNT - EXACT_COUNT_LIMIT - 60;

let users: StoredUser[] = [];

const list = async (query: string) => {
  const response = await t.app.inject({
    url: `/api/admin/users${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: number }[];
    meta: { total: number; total_is_estimate?: boolean; last_page: number; current_page: number };
    links: { next: string | null };
  };
};

const byName = (direction: 'asc' | 'desc') => (a: StoredUser, b: StoredUser) => {
  const [x, y] = [a.first_name.toLowerCase(), b.first_name.toLowerCase()];
  const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
  return direction === 'asc' ? order : -order;
};
const matching = (term: string) =>
  users.filter((u) =>
    [u.first_name, u.last_name, u.email].some((v) => v.toLowerCase().includes(term.toLowerCase())),
  );
const expectedPage = (rows: StoredUser[], page: number, direction: 'asc' | 'desc' = 'asc') =>
  [...rows]
    .sort(byName(direction))
    .slice((page - 1) * 10, page * 10)
    .map((u) => u.id);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  users = await insertManyUsers(t.database.db, COUNT, (i) => ({
    first_name: i >= ZED_FROM ? 'Zed' : FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!,
    last_name: i % RARE_EVERY === 0 ? 'Quill' : `Person${i}`,
    email: `user${i}@bulk.example`,
  }));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/users past the exact count', () => {
  it('counts every user exactly and pages A–Z and Z–A like a full sort', async () => {
    const first = await list('');
    expect(first.data.map((u) => u.id)).toEqual(expectedPage(users, 1));
    // The database keeps the count (migration 0020): exact however many users there are.
    expect(first.meta.total).toBe(COUNT);
    expect(first.meta).not.toHaveProperty('total_is_estimate');
    const last = Math.ceil(COUNT / 10);
    for (const page of [2, Math.floor(last / 2) + 1, last - 1, last]) {
      expect((await list(`?page=${page}`)).data.map((u) => u.id)).toEqual(
        expectedPage(users, page),
      );
      expect((await list(`?page=${page}&sort=-first_name`)).data.map((u) => u.id)).toEqual(
        expectedPage(users, page, 'desc'),
      );
    }
    expect((await list(`?page=${last + 1}`)).data).toEqual([]);
  });

  it('counts a rare term exactly, without the estimate flag', async () => {
    const rare = matching('quill');
    expect(rare.length).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    const body = await list('?s=QUILL');
    expect(body.meta.total).toBe(rare.length);
    expect(body.meta).not.toHaveProperty('total_is_estimate');
    expect(body.data.map((u) => u.id)).toEqual(expectedPage(rare, 1));
    expect((await list('?s=QUILL&page=3')).data.map((u) => u.id)).toEqual(expectedPage(rare, 3));
  });

  it('estimates a common term’s total, flagged, with the pages a full sort gives', async () => {
    const common = matching('bulk.example');
    expect(common.length).toBe(COUNT);
    const body = await list('?s=bulk.example');
    expect(body.meta.total_is_estimate).toBe(true);
    // An evenly spread sample: within a quarter of the truth on this data.
    expect(body.meta.total).toBeGreaterThan(COUNT * 0.75);
    expect(body.meta.total).toBeLessThan(COUNT * 1.25);
    expect(body.links.next).not.toBeNull();
    for (const page of [1, 2, 40]) {
      expect((await list(`?s=bulk.example&page=${page}`)).data.map((u) => u.id)).toEqual(
        expectedPage(common, page),
      );
      expect(
        (await list(`?s=bulk.example&page=${page}&sort=-first_name`)).data.map((u) => u.id),
      ).toEqual(expectedPage(common, page, 'desc'));
    }
  });

  it('finds a common term whose matches all sort last (the walk gives way to the index)', async () => {
    const zeds = matching('zed');
    expect(zeds.length).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const body = await list('?s=zed');
    expect(body.meta.total_is_estimate).toBe(true);
    expect(body.data.map((u) => u.id)).toEqual(expectedPage(zeds, 1));
    expect((await list('?s=zed&page=7')).data.map((u) => u.id)).toEqual(expectedPage(zeds, 7));
  });

  it('pages a filter most users pass along the order’s index like a full sort', async () => {
    // Every user passes `blocked=no`: the page is read by walking the e-mail order, keeping
    // matches, instead of sorting every match (the plan SQLite is told to take).
    const byEmail = [...users].sort((a, b) =>
      a.email.toLowerCase() === b.email.toLowerCase()
        ? a.id - b.id
        : a.email.toLowerCase() < b.email.toLowerCase()
          ? -1
          : 1,
    );
    for (const page of [1, 2, 37]) {
      const body = await list(`?blocked=no&sort=email&page=${page}`);
      expect(body.data.map((u) => u.id)).toEqual(
        byEmail.slice((page - 1) * 10, page * 10).map((u) => u.id),
      );
    }
    expect((await list('?blocked=yes&sort=email')).data).toEqual([]);
  });

  it('makes a short last page of an estimated list exact', async () => {
    const common = matching('bulk.example');
    const lastPage = Math.ceil(common.length / 10);
    const body = await list(`?s=bulk.example&page=${lastPage}`);
    expect(body.data.map((u) => u.id)).toEqual(expectedPage(common, lastPage));
    expect(body.meta.total).toBe(common.length);
    expect(body.meta).not.toHaveProperty('total_is_estimate');
    expect(body.links.next).toBeNull();
  });
});
