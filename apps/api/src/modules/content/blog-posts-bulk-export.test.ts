import { BULK_MESSAGES, CONTENT_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFileName } from '../../lib/csv-export.js';
import { insertBlogPost } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/admin/blogposts${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((post) => post.id), total: body.meta.total };
};
const exportCsv = (query = '') =>
  t.app.inject({ url: `/api/admin/blogposts/export${query}`, headers: auth() });
const bulk = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/blogposts/bulk', headers: auth(), payload });

const postOf = (id: number) =>
  t.database.db
    .selectFrom('blog_posts')
    .select(['is_published', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirst();
const auditActions = async (id: number) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'blog_post')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

const fx = { old: 0, draft: 0, recent: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const posts = [
    ['old', 'Café news', 1, '2024-01-05T10:00:00.000Z'],
    ['draft', '=cmd|calc', 0, '2024-02-10T08:00:00.000Z'],
    ['recent', 'Hiring, again', 1, '2024-03-01T00:00:00.000Z'],
  ] as const;
  for (const [key, title, published, created_at] of posts) {
    fx[key] = await insertBlogPost(t.database.db, {
      title,
      slug: `bulk-${key}`,
      is_published: published,
      published_at: published ? created_at : null,
      created_at,
      updated_at: created_at,
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/blogposts?published=', () => {
  it('filters by published state, newest first', async () => {
    expect(await list('?published=yes')).toEqual({ ids: [fx.recent, fx.old], total: 2 });
    expect(await list('?published=no')).toEqual({ ids: [fx.draft], total: 1 });
    expect(await list('')).toEqual({ ids: [fx.recent, fx.draft, fx.old], total: 3 });
  });

  it('rejects an unknown value with 422 naming the field', async () => {
    const response = await t.app.inject({
      url: '/api/admin/blogposts?published=maybe',
      headers: auth(),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['published']);
  });
});

describe('GET /api/admin/blogposts/export', () => {
  it('answers a dated UTF-8 CSV with a BOM of the filtered posts, formulas defused', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${csvFileName('blog-posts')}"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      'ID,Title,Slug,Excerpt,Published,Featured,Published date,Created',
      expect.stringMatching(new RegExp(`^${fx.recent},"Hiring, again",bulk-recent,`)),
      expect.stringMatching(new RegExp(`^${fx.draft},'=cmd\\|calc,bulk-draft,.*,no,no,,`)),
      expect.stringMatching(
        new RegExp(`^${fx.old},Café news,bulk-old,.*,yes,no,2024-01-05T10:00:00.000Z,`),
      ),
      '',
    ]);
    const published = (await exportCsv('?published=no')).body.slice(1).split('\r\n');
    expect(published).toHaveLength(3);
    expect(published[1]).toMatch(new RegExp(`^${fx.draft},`));
  });
});

describe('POST /api/admin/blogposts/bulk', () => {
  it('shows and hides by ids: already so is skipped, a missing post refused, each audited', async () => {
    const shown = await bulk({ action: 'show', ids: [fx.draft, fx.old, 999_999] });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      result: true,
      message: BULK_MESSAGES.summary(1, 1, 1),
      data: {
        bulk_id: expect.any(String),
        done: 1,
        skipped: 1,
        refused: 1,
        items: [
          { id: fx.draft, outcome: 'done' },
          { id: fx.old, outcome: 'skipped', reason: CONTENT_MESSAGES.blogPostAlreadyShown },
          { id: 999_999, outcome: 'refused', reason: CONTENT_MESSAGES.blogPostNotFound },
        ],
      },
    });
    expect((await postOf(fx.draft))?.is_published).toBe(1);
    expect((await postOf(fx.draft))?.published_at).not.toBeNull();
    expect(await auditActions(fx.draft)).toEqual(['show']);
    expect(await auditActions(fx.old)).toEqual([]);

    const hidden = await bulk({ action: 'hide', filter: { published: 'yes' } });
    expect(hidden.json().data).toMatchObject({ done: 3, skipped: 0, refused: 0 });
    // Hiding keeps the first publication date.
    expect(await postOf(fx.old)).toEqual({
      is_published: 0,
      published_at: '2024-01-05T10:00:00.000Z',
    });
    expect(await auditActions(fx.old)).toEqual(['hide']);
    expect((await list('?published=yes')).total).toBe(0);
  });

  it('deletes the posts a filter selects, each audited', async () => {
    const keep = await insertBlogPost(t.database.db, { is_published: 1 });
    const response = await bulk({ action: 'delete', filter: { published: 'no' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ done: 3, skipped: 0, refused: 0 });
    for (const id of [fx.old, fx.draft, fx.recent]) {
      expect(await postOf(id)).toBeUndefined();
      expect(await auditActions(id)).toContain('delete');
    }
    expect(await list('')).toEqual({ ids: [keep], total: 1 });
  });

  it.each([
    [{ action: 'publish', ids: [1] }, 'action'],
    [{ action: 'show' }, 'ids'],
    [{ action: 'show', ids: [] }, 'ids'],
  ])('refuses %j with 422 on %s', async (payload, field) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});
