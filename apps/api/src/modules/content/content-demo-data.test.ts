import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-data.js';
import { sanitizeRichText } from '../../lib/html.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The demo data goes through the content endpoints as the app uses them.

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  await seedDemoData(t.database.db, {
    uploadDir: t.config.uploadDir,
    privateDir: t.config.privateDir,
    now: new Date('2026-03-04T10:20:30.000Z'),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('content of the demo data', () => {
  it('lists the 4 web pages on one page and the 12 blog posts on two', async () => {
    const pages = (await t.app.inject({ url: '/api/admin/webpages', headers: auth() })).json();
    expect(pages.meta).toMatchObject({ total: 4, last_page: 1 });
    const posts = (await t.app.inject({ url: '/api/admin/blogposts', headers: auth() })).json();
    expect(posts.meta).toMatchObject({ total: 12, last_page: 2 });
    expect(posts.data).toHaveLength(10);
  });

  it('holds only what the sanitiser keeps (apart from the editor’s link attributes)', async () => {
    const bodies = [
      ...(await t.database.db.selectFrom('web_pages').select('body').execute()),
      ...(await t.database.db.selectFrom('blog_posts').select('body').execute()),
    ];
    for (const { body } of bodies) {
      const clean = sanitizeRichText(body).replace(
        / target="_blank" rel="noopener noreferrer nofollow"/g,
        '',
      );
      expect(clean).toBe(body);
    }
  });

  it('saves a seeded post sent back as the editor loaded it', async () => {
    const [first] = (await t.app.inject({ url: '/api/admin/blogposts', headers: auth() })).json()
      .data;
    const loaded = (
      await t.app.inject({ url: `/api/admin/blogposts/${first.id}`, headers: auth() })
    ).json().data;
    const form = new FormData();
    form.append('_method', 'PUT');
    for (const field of ['post_title', 'slug', 'featured_image', 'excerpt', 'body'] as const) {
      form.append(field, loaded[field] ?? '');
    }
    form.append('is_published', String(loaded.is_published));
    form.append('is_featured', String(loaded.is_featured));
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/blogposts/${first.id}`,
      headers: auth(),
      payload: form,
    });
    expect(saved.statusCode).toBe(200);
    const { body: savedBody, ...rest } = saved.json().data;
    const { body: loadedBody, ...loadedRest } = loaded;
    expect(rest).toEqual(loadedRest);
    expect(savedBody).toBe(sanitizeRichText(loadedBody));
  });

  it('saves a seeded web page sent back as the modal loaded it', async () => {
    const [first] = (await t.app.inject({ url: '/api/admin/webpages', headers: auth() })).json()
      .data;
    const loaded = (
      await t.app.inject({ url: `/api/admin/webpages/${first.id}`, headers: auth() })
    ).json().data;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webpages/${first.id}`,
      headers: auth(),
      payload: {
        _method: 'PUT',
        title: loaded.title,
        body: loaded.body,
        is_published: loaded.is_published,
        status: loaded.status,
      },
    });
    expect(saved.statusCode).toBe(200);
    const { body: savedBody, updated_at: _saved, ...rest } = saved.json().data;
    const { body: loadedBody, updated_at: _loaded, ...loadedRest } = loaded;
    expect(rest).toEqual(loadedRest);
    expect(savedBody).toBe(sanitizeRichText(loadedBody));
  });
});
