import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/fixtures.js';
import { insertPartner } from '../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import * as searchText from './migrations/0021-search-text.js';

/**
 * Migration 0021 on a database that already holds rows: taken down and up again, the rows
 * written before it are found by every search the lists run, and rows written or renamed after
 * it are found by their new text (on PostgreSQL the stored text follows its columns).
 */
let t: TestApp;
let token: string;

const search = async (path: string, term: string) => {
  const response = await t.app.inject({
    url: `${path}?s=${encodeURIComponent(term)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: number }[] }).data.map((row) => row.id);
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0021 (stored search text)', () => {
  it('finds rows written before it, and follows rows written or renamed after it', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    await searchText.down(db);
    // Written by the previous release, before the column existed.
    const before = await insertUser(t.database.db, {
      first_name: 'Émilie',
      last_name: 'Zanetti',
      email: 'emilie.zanetti@before.example',
    });
    const partner = await insertPartner(t.database.db, { company_name: 'Quillwort Analytics' });
    await searchText.up(db);

    expect(await search('/api/admin/users', 'ÉMILIE zan')).toEqual([before]);
    expect(await search('/api/admin/users', 'before.example')).toEqual([before]);
    expect(await search('/api/partner/all', 'quillwort')).toContain(partner);

    const after = await insertUser(t.database.db, {
      first_name: 'Oskar',
      last_name: 'Zanetti',
      email: 'oskar@after.example',
    });
    expect(await search('/api/admin/users', 'zanetti')).toEqual(
      expect.arrayContaining([before, after]),
    );
    await sql`update users set last_name = 'Quenby' where id = ${after}`.execute(db);
    expect(await search('/api/admin/users', 'quenby')).toEqual([after]);
    expect(await search('/api/admin/users', 'zanetti')).toEqual([before]);
  });
});
