import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { migrateToLatest } from './migrate.js';

const TABLES = [
  'access_tokens',
  'admins',
  'audit_log',
  'blog_posts',
  'categories',
  'features',
  'invoices',
  'job_applications',
  'job_skills',
  'job_types',
  'jobs',
  'kyc_verifications',
  'login_attempts',
  'package_features',
  'packages',
  'partner_subscriptions',
  'partners',
  'password_resets',
  'post_durations',
  'sessions',
  'settings',
  'skills',
  'users',
  'web_pages',
];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('migrations', () => {
  it('build every table from an empty database, and a second run applies nothing', async () => {
    t = await buildTestApp();
    const tables = await t.database.db.introspection.getTables();
    const names = tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    expect(names.sort()).toEqual(expect.arrayContaining(TABLES));
    expect(await migrateToLatest(t.database)).toEqual([]);
  });

  it('enforce foreign keys and unique constraints', async () => {
    t = await buildTestApp();
    const now = new Date().toISOString();
    const job = {
      partner_id: 999,
      title: 'Orphan',
      description: 'x',
      category_id: 999,
      job_type_id: 999,
      status: 'active' as const,
      is_remote: 0,
      no_pay_range: 0,
      is_published: 0,
      created_at: now,
      updated_at: now,
    };
    await expect(t.database.db.insertInto('jobs').values(job).execute()).rejects.toThrow();
    const category = { name: 'Design', icon: null, created_at: now, updated_at: now };
    await t.database.db.insertInto('categories').values(category).execute();
    await expect(
      t.database.db.insertInto('categories').values(category).execute(),
    ).rejects.toThrow();
  });

  it('reject values outside a column’s allowed states', async () => {
    t = await buildTestApp();
    const now = new Date().toISOString();
    await expect(
      sql`insert into web_pages (title, slug, body, is_published, status, created_at, updated_at)
          values ('T', 't', '', 0, 'archived', ${now}, ${now})`.execute(t.database.db),
    ).rejects.toThrow();
  });
});
