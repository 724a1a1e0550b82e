import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/fixtures.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../testing/test-app.js';
import { dialectOf, type Db } from './database.js';
import { precompiled } from './precompiled.js';

/**
 * PostgreSQL: the statements compiled once (db/precompiled.ts) are prepared once per connection
 * under a name and then only bound and run, with each call's values; other statements are not.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const emailOf = precompiled([0] as [number], (db: Db, id) =>
  db.selectFrom('users').select('email').where('id', '=', id),
);

describe.runIf(dialectOf(testDatabaseUrl) === 'postgres')('named statements', () => {
  it('prepare a precompiled query once per connection and run it with each call’s values', async () => {
    const first = await insertUser(t.database.db, { email: 'first@named.example' });
    const second = await insertUser(t.database.db, { email: 'second@named.example' });
    // One transaction: one connection, whose prepared statements PostgreSQL lists.
    await t.database.db.transaction().execute(async (trx) => {
      const prepared = async () =>
        (
          await sql<{ statement: string }>`
            select statement from pg_prepared_statements where statement like '%"email"%'`.execute(
            trx,
          )
        ).rows.map((row) => row.statement);
      expect(await prepared()).toEqual([]);
      await sql`select email from users where id = ${first}`.execute(trx);
      expect(await prepared()).toEqual([]);

      expect(await emailOf(trx, first)).toEqual([{ email: 'first@named.example' }]);
      expect(await emailOf(trx, second)).toEqual([{ email: 'second@named.example' }]);
      expect(await emailOf(trx, -1)).toEqual([]);
      expect(await prepared()).toHaveLength(1);
    });
  });
});
