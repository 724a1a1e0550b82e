import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/fixtures.js';
import { insertPartner } from '../testing/partners-fixtures.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../testing/test-app.js';
import { dialectOf } from './database.js';
import * as dropExpressionSearchIndexes from './migrations/0034-drop-expression-search-indexes.js';

/**
 * Migration 0034: on PostgreSQL the trigram indexes on the joined expression are gone, the
 * stored text's indexes stay, and every search finds the same rows with the old indexes and
 * without them. On SQLite it changes nothing.
 */
let t: TestApp;
let token: string;

const search = async (path: string, term: string) => {
  const response = await t.app.inject({
    url: `${path}?s=${encodeURIComponent(term)}&per_page=100`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: number }[] }).data.map((row) => row.id);
};

const TERMS = [
  ['/api/admin/users', 'zanetti'],
  ['/api/admin/users', 'ÉMILIE zan'],
  ['/api/admin/users', 'before.example'],
  ['/api/partner/all', 'quillwort'],
  ['/api/admin/users', 'qzxjv'],
] as const;

const answers = () => Promise.all(TERMS.map(([path, term]) => search(path, term)));

/** The trigram indexes of the searchable tables, by name. */
async function trigramIndexes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'
      and tablename in ('users', 'jobs', 'partners', 'kyc_verifications')
    order by indexname`.execute(db);
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  await insertUser(db, {
    first_name: 'Émilie',
    last_name: 'Zanetti',
    email: 'emilie.zanetti@before.example',
  });
  await insertUser(db, { first_name: 'Oskar', last_name: 'Zanetti', email: 'oskar@after.example' });
  await insertPartner(db, { company_name: 'Quillwort Analytics' });
});
afterAll(async () => {
  await t.close();
});

describe('migration 0034 (the expression trigram indexes dropped)', () => {
  it('keeps every answer the same, down and up again', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    const now = await answers();
    expect(now[0]).toHaveLength(2);
    expect(now[3]).toHaveLength(1);
    await dropExpressionSearchIndexes.down(db);
    expect(await answers()).toEqual(now);
    await dropExpressionSearchIndexes.up(db);
    expect(await answers()).toEqual(now);
  });

  it.runIf(dialectOf(testDatabaseUrl) === 'postgres')(
    'leaves only the stored text’s trigram index on each searchable table',
    async () => {
      const db = t.database.db as unknown as Kysely<unknown>;
      const stored = [
        'jobs_search_text_trgm',
        'kyc_verifications_search_text_trgm',
        'partners_search_text_trgm',
        'users_search_text_trgm',
      ];
      expect(await trigramIndexes(db)).toEqual(stored);
      await dropExpressionSearchIndexes.down(db);
      expect(await trigramIndexes(db)).toEqual(
        [
          ...stored,
          'jobs_search_trgm',
          'kyc_verifications_search_trgm',
          'partners_search_trgm',
          'users_search_trgm',
        ].sort(),
      );
      await dropExpressionSearchIndexes.up(db);
      expect(await trigramIndexes(db)).toEqual(stored);
    },
  );
});
