import { AUTH_MESSAGES, CONTENT_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlogPost, storedUpload } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

let t: TestApp;
let token: string;
let adminId: number;
let image: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const BASE = 'http://localhost:8080';

const getPost = (id: number) =>
  t.app.inject({ url: `/api/admin/blogposts/${id}`, headers: auth() });
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/blogposts', headers: auth(), payload });
const put = (id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/blogposts/${id}`, headers: auth(), payload });
const toggle = (id: number | string, headers: Record<string, string> = auth()) =>
  t.app.inject({ url: `/api/admin/blogposts/toggle-public/${id}`, headers });
const auditRows = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'entity_id', 'summary'])
    .where('entity', '=', 'blog_post')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

const validPost = (overrides: Record<string, unknown> = {}) => ({
  post_title: 'Hiring in 2025',
  featured_image: `${BASE}${image}`,
  excerpt: 'What changed this year.',
  body: '<p>Hello <strong>world</strong></p>',
  is_published: false,
  is_featured: false,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
  image = await storedUpload(t.config, 'cover.png');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/blogposts', () => {
  let ids: number[];

  beforeAll(async () => {
    ids = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await insertBlogPost(t.database.db, {
          title: `Listed ${i}`,
          slug: `listed-${i}`,
          // Far in the future, so these stay the newest posts of this file.
          created_at: new Date(Date.UTC(2090, 0, 1 + i)).toISOString(),
          featured_image: '/img/uploads/listed.jpg',
          is_published: i % 2,
          is_featured: i === 11 ? 1 : 0,
          published_at: i % 2 ? new Date(Date.UTC(2090, 1, 1 + i)).toISOString() : null,
        }),
      );
    }
  });

  it('lists 10 per page, newest first, with the paged envelope', async () => {
    const response = await t.app.inject({ url: '/api/admin/blogposts', headers: auth() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((p: { id: number }) => p.id)).toEqual(ids.slice(2).reverse());
    expect(body.data[0]).toEqual({
      id: ids[11],
      title: 'Listed 11',
      slug: 'listed-11',
      featured_image: `${BASE}/img/uploads/listed.jpg`,
      excerpt: expect.any(String),
      published: true,
      is_featured: true,
      published_date: '2090-02-12T00:00:00.000Z',
    });
    expect(body.data[1]).toMatchObject({ published: false, published_date: null });
    expect(body.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: 10,
      per_page: 10,
      last_page: 2,
      total: 12,
      path: `${BASE}/api/admin/blogposts`,
    });
    expect(body.links.next).toBe(`${BASE}/api/admin/blogposts?page=2`);

    const second = (
      await t.app.inject({ url: '/api/admin/blogposts?page=2', headers: auth() })
    ).json();
    expect(second.data.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);
  });

  it('rejects a bad page with 422 and strangers with 401', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/blogposts?page=0', headers: auth() })).statusCode,
    ).toBe(422);
    const anonymous = await t.app.inject({ url: '/api/admin/blogposts' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('GET /api/admin/blogposts/:id', () => {
  it('returns the full post', async () => {
    const id = await insertBlogPost(t.database.db, {
      author_id: adminId,
      title: 'Full',
      slug: 'full',
      featured_image: '/img/uploads/full.png',
      excerpt: null,
      body: '<p>Body</p>',
      is_published: 1,
      is_featured: 1,
      published_at: '2025-02-01T10:00:00.000Z',
    });
    const response = await getPost(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id,
        author_id: adminId,
        post_title: 'Full',
        slug: 'full',
        featured_image: `${BASE}/img/uploads/full.png`,
        excerpt: null,
        body: '<p>Body</p>',
        is_published: true,
        is_featured: true,
        published_date: '2025-02-01T10:00:00.000Z',
      },
    });
  });

  it('answers 404 for an unknown post and for a malformed id', async () => {
    const missing = await getPost(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: false, message: CONTENT_MESSAGES.blogPostNotFound });
    expect(
      (await t.app.inject({ url: '/api/admin/blogposts/1.5', headers: auth() })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/blogposts', () => {
  it('creates a post by the signed-in admin, whatever author the client names', async () => {
    const response = await create(
      validPost({
        post_title: '  Remote Work: Tips & Tricks!  ',
        author_id: 999,
        is_featured: true,
        body: '<p onclick="steal()">Read <a href="https://example.com/guide">this</a></p><script>alert(1)</script>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      author_id: adminId,
      post_title: 'Remote Work: Tips & Tricks!',
      slug: 'remote-work-tips-tricks',
      featured_image: `${BASE}${image}`,
      excerpt: 'What changed this year.',
      body: '<p>Read <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">this</a></p>',
      is_published: false,
      is_featured: true,
      published_date: null,
    });
    expect((await getPost(data.id)).json().data).toEqual(data);

    const stored = await t.database.db
      .selectFrom('blog_posts')
      .select(['featured_image', 'created_at'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.featured_image).toBe(image);

    const audit = await auditRows(data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'create' });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      after: {
        title: 'Remote Work: Tips & Tricks!',
        slug: 'remote-work-tips-tricks',
        featured_image: image,
        excerpt: 'What changed this year.',
        body: data.body,
        is_published: false,
        is_featured: true,
      },
    });
  });

  it('stamps the published date when created published', async () => {
    const before = new Date().toISOString();
    const response = await create(validPost({ post_title: 'Live now', is_published: true }));
    const data = response.json().data;
    expect(data.is_published).toBe(true);
    expect(data.published_date >= before).toBe(true);
    expect(data.published_date <= new Date().toISOString()).toBe(true);
  });

  it('derives a unique slug from the title: -2, -3, … (and a fallback for symbol-only titles)', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) {
      slugs.push((await create(validPost({ post_title: 'Café Culture' }))).json().data.slug);
    }
    expect(slugs).toEqual(['cafe-culture', 'cafe-culture-2', 'cafe-culture-3']);
    const blankSlug = await create(validPost({ post_title: 'Café Culture', slug: '  ' }));
    expect(blankSlug.json().data.slug).toBe('cafe-culture-4');
    const symbols = await create(validPost({ post_title: '¿¡!!' }));
    expect(symbols.json().data.slug).toBe('post');
    const mixed = await create(validPost({ post_title: 'Full-time_jobs  in\t2025 — a Q&A' }));
    expect(mixed.json().data.slug).toBe('full-time-jobs-in-2025-a-qa');
  });

  it('uses the slug the client chose, and refuses one another post holds with 409', async () => {
    const chosen = await create(validPost({ slug: 'my-own-slug-2025' }));
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.slug).toBe('my-own-slug-2025');

    const taken = await create(validPost({ post_title: 'Another', slug: 'my-own-slug-2025' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      result: false,
      message: 'A blog post with the slug "my-own-slug-2025" already exists.',
    });
  });

  it('accepts the image as an absolute URL of any origin or as a site path', async () => {
    for (const url of [image, `https://cdn.elsewhere.example${image}`, `${BASE}${image}?v=2`]) {
      const response = await create(validPost({ featured_image: url }));
      expect(response.statusCode, url).toBe(201);
      expect(response.json().data.featured_image).toBe(`${BASE}${image}`);
    }
  });

  it('works as a multipart form (form booleans included)', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(
      validPost({ post_title: 'From a form', is_published: '1', is_featured: 'on' }),
    )) {
      form.append(key, String(value));
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogposts',
      headers: auth(),
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      slug: 'from-a-form',
      is_published: true,
      is_featured: true,
    });
  });

  it.each([
    [{ post_title: undefined }, 'post_title', 'The title field is required.'],
    [{ post_title: 'x'.repeat(201) }, 'post_title', 'The title must be at most 200 characters.'],
    [{ featured_image: undefined }, 'featured_image', CONTENT_MESSAGES.imageRequired],
    [{ featured_image: '' }, 'featured_image', CONTENT_MESSAGES.imageRequired],
    [{ slug: 'Bad Slug' }, 'slug', CONTENT_MESSAGES.slugInvalid],
    [{ slug: 'double--hyphen' }, 'slug', CONTENT_MESSAGES.slugInvalid],
    [{ slug: '-leading' }, 'slug', CONTENT_MESSAGES.slugInvalid],
    [{ slug: 'under_score' }, 'slug', CONTENT_MESSAGES.slugInvalid],
    [{ excerpt: 'x'.repeat(301) }, 'excerpt', 'The excerpt must be at most 300 characters.'],
    [{ body: undefined }, 'body', CONTENT_MESSAGES.bodyRequired],
    [{ is_featured: 'sometimes' }, 'is_featured', 'The is_featured field must be true or false.'],
  ])('rejects %j with 422 naming the field', async (overrides, field, message) => {
    const response = await create(validPost(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it.each([
    ['another site’s image', 'https://evil.example/cat.png'],
    ['an upload that does not exist', '/img/uploads/0123456789abcdef.png'],
    ['a path outside the uploads', '/img/sample-profile.jpg'],
    ['a traversal', '/img/uploads/../../etc/passwd'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses %s as the featured image with 422', async (_label, url) => {
    const response = await create(validPost({ featured_image: url }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      featured_image: [CONTENT_MESSAGES.imageNotUploaded],
    });
  });

  it('refuses a body that is empty once sanitised, naming every bad field at once', async () => {
    for (const body of ['', '<p></p>', '<script>alert(1)</script>', '<p> <br> </p>']) {
      const response = await create(validPost({ body }));
      expect(response.statusCode, body).toBe(422);
      expect(response.json().errors).toEqual({ body: [CONTENT_MESSAGES.bodyRequired] });
    }
    const both = await create(validPost({ body: '<p></p>', featured_image: '/img/uploads/x.png' }));
    expect(Object.keys(both.json().errors).sort()).toEqual(['body', 'featured_image']);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogposts',
      payload: validPost(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/admin/blogposts/:id', () => {
  it('saves the given fields, keeps the others and the author, and sanitises the body', async () => {
    const otherAdmin = await t.createAdmin({ email: 'writer@example.com', name: 'Writer' });
    const id = await insertBlogPost(t.database.db, {
      author_id: otherAdmin,
      title: 'Draft',
      slug: 'draft-post',
      featured_image: image,
      excerpt: 'Short',
    });
    const response = await put(id, {
      post_title: 'Renamed',
      body: '<h3>Part</h3><p style="color:red">x<iframe src="https://evil.example"></iframe></p>',
      author_id: 999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id,
      author_id: otherAdmin,
      post_title: 'Renamed',
      slug: 'draft-post',
      featured_image: `${BASE}${image}`,
      excerpt: 'Short',
      body: '<h3>Part</h3><p>x</p>',
      is_published: false,
      is_featured: false,
      published_date: null,
    });

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'update' });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      title: 'Renamed',
      before: { title: 'Draft', body: expect.any(String) },
      after: { title: 'Renamed', body: '<h3>Part</h3><p>x</p>' },
    });
  });

  it('works as the app calls it: a multipart POST with _method=PUT', async () => {
    const id = await insertBlogPost(t.database.db, { slug: 'multipart-edit' });
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('post_title', 'Edited in a form');
    form.append('slug', 'edited-in-a-form');
    form.append('featured_image', `${BASE}${image}`);
    form.append('excerpt', '');
    form.append('body', '<p>New body</p>');
    form.append('is_published', 'false');
    form.append('is_featured', 'true');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/blogposts/${id}`,
      headers: auth(),
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      post_title: 'Edited in a form',
      slug: 'edited-in-a-form',
      excerpt: null,
      body: '<p>New body</p>',
      is_featured: true,
    });
  });

  it('moves to a free slug, keeps its own, and refuses one another post holds with 409', async () => {
    const id = await insertBlogPost(t.database.db, { slug: 'first-slug' });
    await insertBlogPost(t.database.db, { slug: 'held-elsewhere' });
    expect((await put(id, { slug: 'first-slug' })).statusCode).toBe(200);
    expect((await put(id, { slug: 'second-slug' })).json().data.slug).toBe('second-slug');
    const taken = await put(id, { slug: 'held-elsewhere' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONTENT_MESSAGES.slugTaken('held-elsewhere'));
    expect((await getPost(id)).json().data.slug).toBe('second-slug');
  });

  it('stamps the published date on first publication and keeps it when hidden and shown', async () => {
    const id = await insertBlogPost(t.database.db, { is_published: 0, published_at: null });
    const published = (await put(id, { is_published: true })).json().data;
    expect(published.published_date).toEqual(expect.any(String));
    const hidden = (await put(id, { is_published: false })).json().data;
    expect(hidden).toMatchObject({
      is_published: false,
      published_date: published.published_date,
    });
    const shown = (await put(id, { is_published: true })).json().data;
    expect(shown).toMatchObject({ is_published: true, published_date: published.published_date });
  });

  it.each([
    [{ post_title: '' }, 'post_title'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ featured_image: 'https://evil.example/x.png' }, 'featured_image'],
    [{ excerpt: 'y'.repeat(301) }, 'excerpt'],
    [{ body: '<p></p>' }, 'body'],
    [{ is_published: 'perhaps' }, 'is_published'],
  ])('rejects %j with 422 naming the field', async (payload, field) => {
    const id = await insertBlogPost(t.database.db);
    const response = await put(id, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('writes no audit row when nothing changes, and answers 404 for an unknown post', async () => {
    const id = await insertBlogPost(t.database.db, { title: 'Stable', slug: 'stable' });
    const response = await put(id, { post_title: 'Stable', slug: 'stable' });
    expect(response.statusCode).toBe(200);
    expect(await auditRows(id)).toEqual([]);

    const missing = await put(999_999, { post_title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTENT_MESSAGES.blogPostNotFound);
  });
});

describe('GET /api/admin/blogposts/toggle-public/:id', () => {
  it('hides and shows again, keeping the first published date, with an audit row each', async () => {
    const id = await insertBlogPost(t.database.db, {
      is_published: 1,
      published_at: '2025-01-05T09:00:00.000Z',
    });
    const hidden = await toggle(id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      result: true,
      message: CONTENT_MESSAGES.blogPostHidden,
      data: expect.objectContaining({
        id,
        is_published: false,
        published_date: '2025-01-05T09:00:00.000Z',
      }),
    });
    expect(Object.keys(hidden.json().data).sort()).toEqual(
      [
        'author_id',
        'body',
        'excerpt',
        'featured_image',
        'id',
        'is_featured',
        'is_published',
        'post_title',
        'published_date',
        'slug',
      ].sort(),
    );

    const shown = await toggle(id);
    expect(shown.json()).toMatchObject({
      result: true,
      message: CONTENT_MESSAGES.blogPostPublished,
      data: { is_published: true, published_date: '2025-01-05T09:00:00.000Z' },
    });

    const audit = await auditRows(id);
    const published = (row: (typeof audit)[number]) => {
      const { before, after } = JSON.parse(row.summary!);
      return [row.action, before.is_published, after.is_published];
    };
    expect(audit.map(published)).toEqual([
      ['toggle', true, false],
      ['toggle', false, true],
    ]);
    expect(audit.every((row) => row.admin_id === adminId)).toBe(true);
  });

  it('stamps the published date the first time a draft is shown', async () => {
    const id = await insertBlogPost(t.database.db, { is_published: 0, published_at: null });
    const before = new Date().toISOString();
    const shown = (await toggle(id)).json().data;
    expect(shown.is_published).toBe(true);
    expect(shown.published_date >= before).toBe(true);
    const hidden = (await toggle(id)).json().data;
    expect(hidden).toMatchObject({ is_published: false, published_date: shown.published_date });
  });

  it('needs a bearer token (a session cookie alone is refused), 404 for an unknown post', async () => {
    const id = await insertBlogPost(t.database.db, { is_published: 0 });
    expect((await toggle(id, {})).statusCode).toBe(401);

    const { cookies } = await t.signInWithCookies();
    const byCookie = await t.app.inject({
      url: `/api/admin/blogposts/toggle-public/${id}`,
      cookies,
    });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().message).toBe(AUTH_MESSAGES.bearerRequired);
    expect((await getPost(id)).json().data.is_published).toBe(false);

    const missing = await toggle(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTENT_MESSAGES.blogPostNotFound);
  });
});

describe('DELETE /api/admin/blogposts/:id', () => {
  it('deletes the post named by the URL, whatever id the body carries', async () => {
    const target = await insertBlogPost(t.database.db, { title: 'Gone', slug: 'gone' });
    const bystander = await insertBlogPost(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/blogposts/${target}`,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_method=DELETE&id=${bystander}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: CONTENT_MESSAGES.blogPostDeleted,
      data: null,
      bulk_id: expect.any(String),
    });
    expect((await getPost(target)).statusCode).toBe(404);
    expect((await getPost(bystander)).statusCode).toBe(200);

    const audit = await auditRows(target);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'delete' });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      trash_id: expect.any(Number),
      bulk_id: expect.any(String),
      before: {
        title: 'Gone',
        slug: 'gone',
        featured_image: '/img/uploads/fixture.jpg',
        excerpt: expect.any(String),
        body: expect.any(String),
        is_published: false,
        is_featured: false,
      },
    });
  });

  it('answers 404 for an unknown post and 401 without credentials', async () => {
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/blogposts/999999',
      headers: auth(),
    });
    expect(missing.statusCode).toBe(404);
    const id = await insertBlogPost(t.database.db);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/admin/blogposts/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await getPost(id)).statusCode).toBe(200);
  });
});

describe('slug races', () => {
  it('recognises the database’s unique-index violation, so a race answers 409 too', async () => {
    await insertBlogPost(t.database.db, { slug: 'raced' });
    const error = await insertBlogPost(t.database.db, { slug: 'raced' }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
