import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlogPost, insertWebPage } from '../testing/content-fixtures.js';
import { insertPartner } from '../testing/partners-fixtures.js';
import { insertInvoice, insertPackage } from '../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

/** The lists searched without a trigram index (`anyColumnContains`): blog posts, web pages, invoices. */

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const list = async (url: string) => {
  const response = await t.app.inject({ url, headers: auth() });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: number; title?: string; number?: string }[];
    meta: { total: number; total_is_estimate?: boolean };
  };
};

const invoiceIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  await insertBlogPost(db, { title: 'Hiring in Lisbon', created_at: '2026-01-01T00:00:00.000Z' });
  await insertBlogPost(db, { title: 'Remote hiring 101', created_at: '2026-01-02T00:00:00.000Z' });
  await insertBlogPost(db, { title: 'Our new office', created_at: '2026-01-03T00:00:00.000Z' });
  await insertWebPage(db, { title: 'Privacy Policy', slug: 'search-privacy' });
  await insertWebPage(db, { title: 'Cookie policy', slug: 'search-cookies' });
  await insertWebPage(db, { title: 'About 100% of us', slug: 'search-about' });
  const partner_id = await insertPartner(db, { company_name: 'Search Partner' });
  const package_id = await insertPackage(db, { name: 'Search Package' });
  for (const day of [1, 2, 3]) {
    invoiceIds.push(
      await insertInvoice(db, {
        partner_id,
        package_id,
        invoiced_at: `2026-02-0${day}T10:00:00.000Z`,
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('searching the small lists (?s=)', () => {
  it('finds blog posts by title, any case, newest first, counted exactly', async () => {
    const body = await list('/api/admin/blogposts?s=HIRING');
    expect(body.data.map((post) => post.title)).toEqual(['Remote hiring 101', 'Hiring in Lisbon']);
    expect(body.meta.total).toBe(2);
    expect(body.meta.total_is_estimate).toBeUndefined();
    // With the published filter too: neither fixture post is published.
    expect((await list('/api/admin/blogposts?s=hiring&published=yes')).meta.total).toBe(0);
  });

  it('finds web pages by title, reading % and _ as themselves', async () => {
    const policies = await list('/api/admin/webpages?s=policy&sort=title');
    expect(policies.data.map((page) => page.title)).toEqual(['Cookie policy', 'Privacy Policy']);
    expect(policies.meta.total).toBe(2);
    const percent = await list('/api/admin/webpages?s=100%25');
    expect(percent.data.map((page) => page.title)).toEqual(['About 100% of us']);
    expect((await list('/api/admin/webpages?s=o_l')).meta.total).toBe(0);
  });

  it('finds invoices by number', async () => {
    const all = await list('/api/admin/invoices?per_page=10');
    const second = all.data.find((invoice) => invoice.id === invoiceIds[1])!;
    const body = await list(`/api/admin/invoices?s=${second.number!.toLowerCase()}`);
    expect(body.data.map((invoice) => invoice.id)).toEqual([invoiceIds[1]]);
    expect(body.meta.total).toBe(1);
    expect((await list('/api/admin/invoices?s=no-such-number')).data).toEqual([]);
  });
});
