import type { UsersFilter } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext, SortOrder } from '../../lib/lists/list-table.js';
import { insertManyUsers } from '../../testing/fixtures.js';
import { openSecondConnection } from '../../testing/second-connection.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { USERS_TABLE } from './users.repository.js';

/**
 * A plain page of the users list read in one statement with the table's kept count
 * (PostgreSQL) answers exactly what the general reads answer (the count, the ids, the rows), on
 * every page near the start and past the end, and counts rows another connection wrote.
 */
let t: TestApp;
let context: ListContext;
let second: DatabaseHandle;

const PER_PAGE = 25;
const USERS = 140;

/** A users page query: no filter unless given. */
const usersQuery = (given: Partial<PageQuery<UsersFilter>>): PageQuery<UsersFilter> => ({
  s: undefined,
  blocked: undefined,
  sort: undefined,
  page: 1,
  per_page: PER_PAGE,
  ...given,
});

/** The same list without its one-statement read: the general reads answer every page. */
const generalUsers = { ...USERS_TABLE, pageRows: undefined };

beforeAll(async () => {
  t = await buildTestApp();
  context = { db: t.database.db, dialect: t.database.dialect, config: t.config };
  // Repeated first names, so the order's ties are settled by the id.
  await insertManyUsers(t.database.db, USERS, (i) => ({
    first_name: `Name${i % 17}`,
    last_name: `Person${i}`,
    email: `plain${i}@pages.example`,
  }));
  second = await openSecondConnection(t.database);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** The statements a read runs. */
async function statementsOf(read: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = t.database.observeQueries((event) => seen.push(event.sql));
  try {
    await read();
  } finally {
    stop();
  }
  return seen;
}

describe('a plain page of a list', () => {
  const userSorts: (SortOrder<'first_name' | 'name' | 'email' | 'created_at'> | undefined)[] = [
    undefined,
    { field: 'name', direction: 'desc' },
    { field: 'email', direction: 'asc' },
    { field: 'created_at', direction: 'desc' },
  ];

  it.each(userSorts)('of users answers as the general reads do (sort %o)', async (sort) => {
    const lastPage = Math.ceil(USERS / PER_PAGE);
    for (const page of [1, 2, lastPage - 1, lastPage, lastPage + 1, 41]) {
      const query = usersQuery({ sort, page });
      const plain = await pageOf(context, USERS_TABLE, query);
      const general = await pageOf(context, generalUsers, query);
      expect(plain, `page ${page}`).toEqual(general);
      expect(plain.total).toEqual({ value: USERS, estimate: false });
    }
  });

  it('is one statement on PostgreSQL, and counts rows another connection wrote', async () => {
    const query = usersQuery({});
    const statements = await statementsOf(() => pageOf(context, USERS_TABLE, query));
    expect(statements).toHaveLength(t.database.dialect === 'postgres' ? 1 : 3);

    const before = await pageOf(context, USERS_TABLE, query);
    await insertManyUsers(second.db, 1, () => ({
      first_name: 'Aaron',
      last_name: 'Elsewhere',
      email: 'aaron@elsewhere.example',
    }));
    const after = await pageOf(context, USERS_TABLE, query);
    expect(after.total.value).toBe(before.total.value + 1);
    expect(after.items[0]?.email).toBe('aaron@elsewhere.example');
    expect(after).toEqual(await pageOf(context, generalUsers, query));
  });

  it('leaves a filtered or searched page to the general reads', async () => {
    const filtered = await statementsOf(() =>
      pageOf(context, USERS_TABLE, usersQuery({ blocked: false })),
    );
    expect(filtered.length).toBeGreaterThan(1);
    const query = usersQuery({ s: 'name3', per_page: 50 });
    expect(await pageOf(context, USERS_TABLE, query)).toEqual(
      await pageOf(context, generalUsers, query),
    );
  });
});
