import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertManyUsers, insertUser } from '../testing/fixtures.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../testing/test-app.js';
import { dialectOf } from './database.js';
import * as firstNameCounts from './migrations/0033-first-name-counts.js';

/**
 * Migration 0033: the users per lower-cased first name match a recount of the users table after
 * every kind of write (one row, many rows at once, a rename, a rename by case only, a delete, on
 * PostgreSQL concurrent inserts from several connections and a TRUNCATE), and the migration
 * counts the users already there.
 */
let t: TestApp;

const stored = async () =>
  Object.fromEntries(
    (await t.database.db.selectFrom('user_first_name_counts').selectAll().execute()).map((row) => [
      row.name_key,
      Number(row.users),
    ]),
  );

const recounted = async () =>
  Object.fromEntries(
    (
      await sql<{ name_key: string; users: number | string }>`
        select lower(first_name) as name_key, count(*) as users from users
        group by lower(first_name)`.execute(t.database.db)
    ).rows.map((row) => [row.name_key, Number(row.users)]),
  );

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('user first name counts', () => {
  it('follow inserts, renames and deletes, one row or many at once', async () => {
    const db = t.database.db;
    await insertManyUsers(db, 1_200, (i) => ({
      first_name: ['Ada', 'ADA', 'Bea', 'Cy'][i % 4]!,
      last_name: `Counted${i}`,
      email: `counted${i}@names.example`,
    }));
    const dot = await insertUser(db, { first_name: 'Dot', email: 'dot@names.example' });
    expect(await stored()).toEqual(await recounted());
    expect((await stored())['ada']).toBe(600);

    await db
      .updateTable('users')
      .set({ first_name: 'Eve' })
      .where('first_name', '=', 'Cy')
      .execute();
    await db
      .updateTable('users')
      .set({ first_name: 'BEA' })
      .where('first_name', '=', 'Bea')
      .execute();
    await db.updateTable('users').set({ is_blocked: 1 }).where('first_name', '=', 'Ada').execute();
    expect(await stored()).toEqual(await recounted());
    expect(await stored()).not.toHaveProperty('cy');

    await db.deleteFrom('users').where('id', '=', dot).execute();
    await db.deleteFrom('users').where('first_name', '=', 'ADA').execute();
    expect(await stored()).toEqual(await recounted());
    expect(await stored()).not.toHaveProperty('dot');
  });

  it('counts the users already there when the migration runs', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    await firstNameCounts.down(db);
    await insertUser(t.database.db, { first_name: 'Before', email: 'before@names.example' });
    await firstNameCounts.up(db);
    expect(await stored()).toEqual(await recounted());
    expect((await stored())['before']).toBe(1);
  });

  it.runIf(dialectOf(testDatabaseUrl) === 'postgres')(
    'stay exact under concurrent inserts and deletes from several connections (PostgreSQL)',
    async () => {
      const db = t.database.db;
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          insertUser(db, {
            first_name: i % 2 === 0 ? 'Race' : `Racer${i % 5}`,
            email: `race${i}@names.example`,
          }),
        ),
      );
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          db.deleteFrom('users').where('email', '=', `race${i}@names.example`).execute(),
        ),
      );
      expect(await stored()).toEqual(await recounted());
      expect((await stored())['race']).toBe(15);

      await sql`truncate users cascade`.execute(db);
      expect(await stored()).toEqual({});
    },
  );
});
