import { CompiledQuery, sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertManyUsers, type StoredUser } from '../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { amongIds } from './paging.js';

/**
 * A search's few matches are read by id with the list's filters checked on each row: SQLite
 * otherwise answers a filter from an index of its own and reads every row it selects (it has no
 * statistics to tell a filter that keeps most rows: the database is never analysed on SQLite).
 */
let t: TestApp;
let users: StoredUser[] = [];

const notBlocked = sql<SqlBool>`users.is_blocked = 0`;

beforeAll(async () => {
  t = await buildTestApp();
  users = await insertManyUsers(t.database.db, 2_000, (i) => ({
    first_name: `Among${i}`,
    last_name: 'Ids',
    email: `among${i}@example.org`,
  }));
  await t.database.db
    .updateTable('users')
    .set({ is_blocked: 1 })
    .where('id', 'in', [users[1]!.id, users[3]!.id])
    .execute();
});

afterAll(() => t.close());

const rowsAmong = (ids: number[]) =>
  t.database.db
    .selectFrom('users')
    .select('users.id')
    .where(amongIds(t.database.dialect, 'users', ids, [notBlocked]))
    .orderBy('users.id')
    .execute();

describe('amongIds', () => {
  it('keeps the ids that meet the conditions, and none of an empty list', async () => {
    const ids = users.slice(0, 6).map((u) => u.id);
    expect((await rowsAmong(ids)).map((r) => r.id)).toEqual([ids[0], ids[2], ids[4], ids[5]]);
    expect(await rowsAmong([])).toEqual([]);
  });

  it('is read by primary key on SQLite, not from the filter’s index', async ({ skip }) => {
    if (t.database.dialect !== 'sqlite') skip();
    const ids = users.slice(0, 50).map((u) => u.id);
    const query = t.database.db
      .selectFrom('users')
      .select('users.id')
      .where(amongIds('sqlite', 'users', ids, [notBlocked]))
      .compile();
    const plan = await t.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    expect(plan.rows.map((row) => row.detail)).toEqual([
      'SEARCH users USING INTEGER PRIMARY KEY (rowid=?)',
    ]);
  });
});
