import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as packageNameUnique from '../db/migrations/0009-package-name-unique.js';
import { insertPackage } from '../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Concurrent requests on one record. SQLite runs one write transaction at a time, PostgreSQL
 * runs them side by side: these tests matter on PostgreSQL (the suite runs on both).
 */

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const PARALLEL = 20;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  await insertPackage(t.database.db, { name: 'Free' }); // package 1 may never be deleted
});
afterAll(async () => {
  await t.close();
});

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

const auditRows = (entity: string, entityId: number, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('action', '=', action)
    .execute();

/** The same request `PARALLEL` times at once. */
const all = (request: InjectOptions) =>
  Promise.all(Array.from({ length: PARALLEL }, () => t.app.inject(request)));

describe('concurrent deletes of one record', () => {
  it.each([
    ['job type', '/api/admin/job-types', 'job-type'],
    ['package', '/api/admin/packages', 'package'],
  ] as const)(
    'of a %s answer 200 once and 404 after, with one audit row',
    async (_, path, entity) => {
      const id =
        entity === 'package'
          ? await insertPackage(t.database.db, { name: `Doomed ${Date.now()}` })
          : (
              await t.app.inject({
                method: 'POST',
                url: path,
                headers: auth(),
                payload: { name: `Doomed ${Date.now()}` },
              })
            ).json().data.id;
      const responses = await all({ method: 'DELETE', url: `${path}/${id}`, headers: auth() });
      expect(statuses(responses)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(404)]);
      expect(await auditRows(entity, id, 'delete')).toHaveLength(1);
    },
  );

  it('of a category answer 200 once and 404 after, with one audit row', async () => {
    const now = new Date().toISOString();
    const { id } = await t.database.db
      .insertInto('categories')
      .values({ name: `Doomed ${Date.now()}`, icon: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const responses = await all({
      method: 'POST',
      url: `/api/admin/categories/${id}`,
      headers: auth(),
      payload: { _method: 'DELETE' },
    });
    expect(statuses(responses)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(404)]);
    expect(await auditRows('category', id, 'delete')).toHaveLength(1);
  });
});

describe('concurrent creates with one name', () => {
  it('in any letter case store one package; the others answer 409', async () => {
    const base = `Gold X ${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/packages',
          headers: auth(),
          payload: {
            name: i % 2 === 0 ? base : base.toLowerCase(),
            price: 10,
            subscription_type: 'monthly',
          },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    const stored = await t.database.db
      .selectFrom('packages')
      .select('id')
      .where(sql<string>`lower(name)`, '=', base.toLowerCase())
      .execute();
    expect(stored).toHaveLength(1);
    expect(await auditRows('package', stored[0]!.id, 'create')).toHaveLength(1);
  });
});

describe('concurrent toggles of one blog post', () => {
  it('end in the state their count implies, each audit row saying what it changed', async () => {
    const now = new Date().toISOString();
    const { id } = await t.database.db
      .insertInto('blog_posts')
      .values({
        title: 'Toggled',
        slug: `toggled-${Date.now()}`,
        featured_image: '/img/sample-profile.jpg',
        body: '<p>x</p>',
        is_published: 0,
        is_featured: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const responses = await all({
      method: 'GET',
      url: `/api/admin/blogposts/toggle-public/${id}`,
      headers: auth(),
    });
    expect(statuses(responses)).toEqual(Array<number>(PARALLEL).fill(200));
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select('summary')
      .where('entity', '=', 'blog_post')
      .where('entity_id', '=', id)
      .where('action', '=', 'toggle')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(PARALLEL);
    // One after another: hidden → shown → hidden…
    rows.forEach((row, i) => {
      expect(JSON.parse(row.summary!)).toMatchObject({
        before: { is_published: i % 2 === 1 },
        after: { is_published: i % 2 === 0 },
      });
    });
    const post = await t.database.db
      .selectFrom('blog_posts')
      .select('is_published')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(post.is_published).toBe(PARALLEL % 2);
  });
});

describe('migration 0009 (package names unique in any case)', () => {
  it('renames packages that already share a name in another case, keeping the oldest', async () => {
    const db = t.database.db;
    await db.schema.dropIndex('packages_lower_name_unique').execute();
    const first = await insertPackage(db, { name: 'Twin' });
    const second = await insertPackage(db, { name: 'TWIN' });
    const third = await insertPackage(db, { name: 'twin' });
    await packageNameUnique.up(db as never);
    const names = await db
      .selectFrom('packages')
      .select(['id', 'name'])
      .where('id', 'in', [first, second, third])
      .orderBy('id')
      .execute();
    expect(names.map((row) => row.name)).toEqual(['Twin', `TWIN (${second})`, `twin (${third})`]);
    await expect(insertPackage(db, { name: 'tWiN' })).rejects.toThrow();
  });
});
