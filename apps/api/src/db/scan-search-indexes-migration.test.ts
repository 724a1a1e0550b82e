import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlogPost } from '../testing/content-fixtures.js';
import { insertPartner } from '../testing/partners-fixtures.js';
import { insertInvoice, insertPackage } from '../testing/subscriptions-fixtures.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../testing/test-app.js';
import { dialectOf } from './database.js';
import * as scanSearchIndexes from './migrations/0032-scan-search-indexes.js';

/**
 * Migration 0032: the invoices and blog posts searches find the same rows with and without it,
 * and on PostgreSQL the trigram index answers them (a rare number no longer reads every row).
 */
let t: TestApp;
let token: string;
let invoiceIds: number[];
let postIds: number[];

const search = async (path: string, term: string) => {
  const response = await t.app.inject({
    url: `${path}?s=${encodeURIComponent(term)}&per_page=100`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((row) => row.id), total: body.meta.total };
};

const TERMS = [
  ['/api/admin/invoices', 'inv-'],
  ['/api/admin/invoices', 'INV-2026-0'],
  ['/api/admin/invoices', '7'],
  ['/api/admin/invoices', 'qzxjv'],
  ['/api/admin/blogposts', 'HIRING'],
  ['/api/admin/blogposts', 'remote hiring'],
  ['/api/admin/blogposts', 'qzxjv'],
] as const;

const answers = () => Promise.all(TERMS.map(([path, term]) => search(path, term)));

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  const partner = await insertPartner(db, { company_name: 'Quillwort Analytics' });
  const plan = await insertPackage(db, { name: 'Standard', price_cents: 2_900 });
  invoiceIds = [];
  for (let i = 0; i < 30; i++) {
    invoiceIds.push(await insertInvoice(db, { partner_id: partner, package_id: plan }));
  }
  postIds = [
    await insertBlogPost(db, { title: 'Remote Hiring in 2026' }),
    await insertBlogPost(db, { title: 'Why hiring slows down in summer' }),
    await insertBlogPost(db, { title: 'Writing a job post' }),
  ];
});
afterAll(async () => {
  await t.close();
});

describe('migration 0032 (trigram indexes of the scanned searches)', () => {
  it('keeps every answer the same, down and up again', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    const withIndexes = await answers();
    await scanSearchIndexes.down(db);
    const without = await answers();
    await scanSearchIndexes.up(db);
    expect(without).toEqual(withIndexes);
    expect(await answers()).toEqual(withIndexes);

    const [all, , , none, hiring, phrase, noPost] = withIndexes;
    expect(all?.ids.toSorted((a, b) => a - b)).toEqual(invoiceIds);
    expect(none).toEqual({ ids: [], total: 0 });
    expect(hiring?.ids.toSorted((a, b) => a - b)).toEqual(postIds.slice(0, 2));
    expect(phrase?.ids).toEqual([postIds[0]]);
    expect(noPost).toEqual({ ids: [], total: 0 });
  });

  it.runIf(dialectOf(testDatabaseUrl) === 'postgres')(
    'answers the searches from the trigram indexes on PostgreSQL',
    async () => {
      const db = t.database.db;
      const plans = await db.transaction().execute(async (trx) => {
        // With table and ordered index scans priced out, a plan reads an index only when its
        // condition can be answered by one.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        await sql`set local enable_indexonlyscan = off`.execute(trx);
        const explain = async (table: string, column: string) =>
          (
            await sql<{ 'QUERY PLAN': string }>`explain select id from ${sql.table(table)}
              where lower(${sql.ref(column)}) like lower(${'%inv-2026-000001%'}) escape '\\'`.execute(
              trx,
            )
          ).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n');
        return [await explain('invoices', 'number'), await explain('blog_posts', 'title')];
      });
      expect(plans[0]).toContain('invoices_number_trgm');
      expect(plans[1]).toContain('blog_posts_title_trgm');
    },
  );
});
