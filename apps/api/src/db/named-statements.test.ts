import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/fixtures.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../testing/test-app.js';
import { dialectOf, openDatabase, type Db } from './database.js';
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

  it('keep answering, unnamed, once a migration changes the columns a statement reads', async () => {
    // One connection, so that every call reaches the statement it prepared.
    const single = openDatabase(t.config.databaseUrl, {
      ...(t.database.schema ? { schema: t.database.schema } : {}),
      poolSize: 1,
    });
    try {
      await sql`create table column_change (id integer primary key, name text)`.execute(
        t.database.db,
      );
      await sql`insert into column_change values (1, 'first')`.execute(t.database.db);
      type Tables = { column_change: { id: number; name: string } };
      const row = precompiled([0] as [number], (db: Kysely<Tables>, id) =>
        db.selectFrom('column_change').selectAll().where('id', '=', id),
      );
      const on = single.db as unknown as Kysely<Tables>;
      expect(await row(on, 1)).toEqual([{ id: 1, name: 'first' }]);
      await sql`alter table column_change add column note text`.execute(t.database.db);
      expect(await row(on, 1)).toEqual([{ id: 1, name: 'first', note: null }]);
      expect(await row(on, 1)).toEqual([{ id: 1, name: 'first', note: null }]);
    } finally {
      await single.close();
    }
  });
});
