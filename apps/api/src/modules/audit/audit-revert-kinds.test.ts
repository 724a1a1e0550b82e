import { AUDIT_REVERT_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlogPost, insertWebPage, storedUpload } from '../../testing/content-fixtures.js';
import {
  insertCategory,
  insertJobType,
  insertPostDuration,
  insertSkill,
} from '../../testing/jobs-fixtures.js';
import { insertFeature, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { revertCalls } from '../../testing/revert-calls.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const db = () => t.database.db;

const { call, revert, lastEntry } = revertCalls(
  () => t,
  () => token,
);

const row = (table: 'categories' | 'skills' | 'job_types' | 'post_durations', id: number) =>
  db().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * One kind: a record, the edit a revert sets back, a later edit of the same fields (the
 * conflict), and what the record reads as before the edit and after the later one.
 */
type Case = {
  entity: string;
  create: () => Promise<number>;
  edit: (id: number) => Promise<{ status: number }>;
  editAgain: (id: number) => Promise<{ status: number }>;
  read: (id: number) => Promise<unknown>;
  /** The field the conflict names. */
  conflictField: string;
};

const put = (url: string, payload: object) => () => call('PUT', url, payload);

const CASES: Case[] = [
  {
    entity: 'category',
    create: () => insertCategory(db()),
    edit: (id) => put(`/api/admin/categories/${id}`, { category_name: `Care ${id}` })(),
    editAgain: (id) => put(`/api/admin/categories/${id}`, { category_name: `Health ${id}` })(),
    read: async (id) => (await row('categories', id)).name,
    conflictField: 'name',
  },
  {
    entity: 'skill',
    create: () => insertSkill(db(), { is_hinted: 0 }),
    edit: (id) => put(`/api/admin/skills/${id}`, { name: `Arc welding ${id}`, is_hinted: true })(),
    editAgain: (id) => put(`/api/admin/skills/${id}`, { is_hinted: false })(),
    read: async (id) => {
      const skill = await row('skills', id);
      return [skill.name, skill.is_hinted];
    },
    conflictField: 'visible',
  },
  {
    entity: 'job-type',
    create: () => insertJobType(db()),
    edit: (id) => put(`/api/admin/job-types/${id}`, { name: `Half time ${id}` })(),
    editAgain: (id) => put(`/api/admin/job-types/${id}`, { name: `Shifts ${id}` })(),
    read: async (id) => (await row('job_types', id)).name,
    conflictField: 'name',
  },
  {
    entity: 'post-duration',
    create: () => insertPostDuration(db(), { duration: 10_080, is_paid: 0 }),
    edit: (id) => put(`/api/admin/post-durations/${id}`, { duration: 20_160, is_paid: true })(),
    editAgain: (id) => put(`/api/admin/post-durations/${id}`, { duration: 30_240 })(),
    read: async (id) => {
      const duration = await row('post_durations', id);
      return [duration.duration, duration.is_paid];
    },
    conflictField: 'duration',
  },
  {
    entity: 'package',
    create: async () => {
      const feature = await insertFeature(db());
      return insertPackage(db(), { price_cents: 1_000 }, [feature]);
    },
    edit: (id) => put(`/api/admin/packages/${id}`, { price: 25, features: [] })(),
    editAgain: (id) => put(`/api/admin/packages/${id}`, { price: 30 })(),
    read: async (id) => {
      const stored = await db()
        .selectFrom('packages')
        .select('price_cents')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const features = await db()
        .selectFrom('package_features')
        .select('feature_id')
        .where('package_id', '=', id)
        .execute();
      return [stored.price_cents, features.length];
    },
    conflictField: 'price',
  },
  {
    entity: 'feature',
    create: () => insertFeature(db()),
    edit: (id) =>
      put(`/api/admin/features/${id}`, { name: `Spotlight ${id}`, config_name: `spot_${id}` })(),
    editAgain: (id) => put(`/api/admin/features/${id}`, { name: 'Top' })(),
    read: async (id) => {
      const feature = await db()
        .selectFrom('features')
        .select(['name', 'config_name'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return [feature.name, feature.config_name];
    },
    conflictField: 'name',
  },
  {
    entity: 'blog_post',
    create: async () => insertBlogPost(db(), { featured_image: await storedUpload(t.config) }),
    edit: (id) =>
      put(`/api/admin/blogposts/${id}`, { post_title: 'Summer hiring', is_featured: true })(),
    editAgain: (id) => put(`/api/admin/blogposts/${id}`, { post_title: 'Autumn hiring' })(),
    read: async (id) => {
      const post = await db()
        .selectFrom('blog_posts')
        .select(['title', 'is_featured'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return [post.title, post.is_featured];
    },
    conflictField: 'title',
  },
  {
    entity: 'web_page',
    create: () => insertWebPage(db()),
    edit: (id) => put(`/api/admin/webpages/${id}`, { title: 'About', status: 'paused' })(),
    editAgain: (id) => put(`/api/admin/webpages/${id}`, { status: 'active' })(),
    read: async (id) => {
      const page = await db()
        .selectFrom('web_pages')
        .select(['title', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return [page.title, page.status];
    },
    conflictField: 'status',
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

describe.each(CASES)('reverting a change of a $entity', (kind) => {
  it('sets the fields back through its update, as a revert row of the log', async () => {
    const id = await kind.create();
    const original = await kind.read(id);
    const edit = await kind.edit(id);
    expect(edit.status).toBe(200);
    expect(await kind.read(id)).not.toEqual(original);
    const entry = await lastEntry(kind.entity, id);
    const answer = await revert(entry.id);
    expect(answer.status, answer.body.message).toBe(200);
    expect(await kind.read(id)).toEqual(original);
    const revertRow = await lastEntry(kind.entity, id);
    expect(revertRow.action).toBe('revert');
    expect(JSON.parse(revertRow.summary!)).toMatchObject({ reverts: entry.id });
    expect((answer.body.data as { audit_ids: number[] }).audit_ids).toEqual([revertRow.id]);
  });

  it('refuses, naming the field, when the record changed since', async () => {
    const id = await kind.create();
    await kind.edit(id);
    const entry = await lastEntry(kind.entity, id);
    expect((await kind.editAgain(id)).status).toBe(200);
    const changed = await kind.read(id);
    const answer = await revert(entry.id);
    expect(answer.status).toBe(409);
    expect(Object.keys(answer.body.errors!)).toContain(kind.conflictField);
    expect(await kind.read(id)).toEqual(changed);
  });
});

describe('reverting other changes of content and settings', () => {
  it('sets a blog post’s show/hide toggle back', async () => {
    const id = await insertBlogPost(db(), { featured_image: await storedUpload(t.config) });
    expect((await call('GET', `/api/admin/blogposts/toggle-public/${id}`)).status).toBe(200);
    const toggle = await lastEntry('blog_post', id);
    expect(toggle.action).toBe('toggle');
    expect((await revert(toggle.id)).status).toBe(200);
    const post = await db()
      .selectFrom('blog_posts')
      .select('is_published')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(post.is_published).toBe(0);
  });

  it('refuses to empty an excerpt a change added (the update cannot empty it)', async () => {
    const id = await insertBlogPost(db(), {
      excerpt: null,
      featured_image: await storedUpload(t.config),
    });
    await call('PUT', `/api/admin/blogposts/${id}`, { excerpt: 'Now with an excerpt' });
    const answer = await revert((await lastEntry('blog_post', id)).id);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      AUDIT_REVERT_MESSAGES.notRevertible(AUDIT_REVERT_MESSAGES.cannotEmpty('Excerpt')),
    );
  });

  it('sets a setting’s value back, and refuses when it was saved again since', async () => {
    const save = (value: string) =>
      call('POST', '/api/settings/save', {
        config_name: 'address',
        value,
        setting_tab: 'general',
      });
    const stored = async () =>
      (
        await db()
          .selectFrom('settings')
          .select(['id', 'value'])
          .where('config_name', '=', 'address')
          .executeTakeFirstOrThrow()
      ).value;
    await save('1 Old Street');
    await save('2 New Street');
    const id = (
      await db()
        .selectFrom('settings')
        .select('id')
        .where('config_name', '=', 'address')
        .executeTakeFirstOrThrow()
    ).id;
    const change = await lastEntry('setting', id);
    expect((await revert(change.id)).status).toBe(200);
    expect(await stored()).toBe('1 Old Street');

    await save('3 Third Street');
    const later = await lastEntry('setting', id);
    await save('4 Fourth Street');
    const refused = await revert(later.id);
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.errors!)).toEqual(['value']);
    expect(await stored()).toBe('4 Fourth Street');
  });
});

describe('who may revert these kinds', () => {
  it('a content editor cannot revert a category; a manager can', async () => {
    const id = await insertCategory(db(), { name: 'Logistics' });
    await call('PUT', `/api/admin/categories/${id}`, { category_name: 'Transport' });
    const entry = await lastEntry('category', id);
    const editor = await t.loginAs({ role: 'content_editor', email: 'editor@example.com' });
    expect((await revert(entry.id, editor)).status).toBe(403);
    expect((await row('categories', id)).name).toBe('Transport');
    const admin = await t.loginAs({ role: 'admin', email: 'manager@example.com' });
    expect((await revert(entry.id, admin)).status).toBe(200);
    expect((await row('categories', id)).name).toBe('Logistics');
  });
});
