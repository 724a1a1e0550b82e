import { AUTH_MESSAGES, CONTENT_MESSAGES, NO_SUCH_RECORD } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWebPage } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });
const BASE = 'http://localhost:8080';

const getPage = (id: number) => t.app.inject({ url: `/api/admin/webpages/${id}`, headers: auth() });
const put = (id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/webpages/${id}`, headers: auth(), payload });
const auditRows = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'entity', 'entity_id', 'summary'])
    .where('entity', '=', 'web_page')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** Created in this order; titles and update times deliberately out of order. */
const listed: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
  const titles = ['Terms', 'About Us', 'Privacy Policy', 'Contact', 'Zebra', 'Alpha', 'Middle'];
  for (const [i, title] of titles.entries()) {
    listed.push(
      await insertWebPage(t.database.db, {
        title,
        slug: `listed-${i}`,
        updated_at: new Date(Date.UTC(2025, 0, 10 - i)).toISOString(),
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/webpages', () => {
  it('lists 5 per page in the order the pages were created, with the paged envelope', async () => {
    const response = await t.app.inject({ url: '/api/admin/webpages', headers: auth() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((p: { id: number }) => p.id)).toEqual(listed.slice(0, 5));
    expect(body.data[0]).toEqual({
      id: listed[0],
      title: 'Terms',
      slug: 'listed-0',
      published: true,
      status: 'active',
      updated_at: '2025-01-10T00:00:00.000Z',
    });
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: `${BASE}/api/admin/webpages`,
      per_page: 5,
      to: 5,
      total: 7,
    });
    expect(body.links).toEqual({
      first: `${BASE}/api/admin/webpages?page=1`,
      last: `${BASE}/api/admin/webpages?page=2`,
      prev: null,
      next: `${BASE}/api/admin/webpages?page=2`,
    });
  });

  it('gives the rest on page 2 and an empty page past the end', async () => {
    const second = (
      await t.app.inject({ url: '/api/admin/webpages?page=2', headers: auth() })
    ).json();
    expect(second.data.map((p: { id: number }) => p.id)).toEqual(listed.slice(5));
    expect(second.meta).toMatchObject({ current_page: 2, from: 6, to: 7 });

    const past = (
      await t.app.inject({ url: '/api/admin/webpages?page=4', headers: auth() })
    ).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 4, from: null, to: null, total: 7 });
  });

  it('sorts by title A–Z or Z–A across pages when asked, case aside', async () => {
    const titles = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/webpages${query}`, headers: auth() }))
        .json()
        .data.map((p: { title: string }) => p.title);
    expect(await titles('?sort=title')).toEqual([
      'About Us',
      'Alpha',
      'Contact',
      'Middle',
      'Privacy Policy',
    ]);
    expect(await titles('?sort=title&page=2')).toEqual(['Terms', 'Zebra']);
    expect(await titles('?sort=-title')).toEqual([
      'Zebra',
      'Terms',
      'Privacy Policy',
      'Middle',
      'Contact',
    ]);
    const refused = await t.app.inject({ url: '/api/admin/webpages?sort=slug', headers: auth() });
    expect(refused.statusCode).toBe(422);
  });

  it.each(['?page=0', '?page=x'])('rejects %s with 422', async (query) => {
    const response = await t.app.inject({ url: `/api/admin/webpages${query}`, headers: auth() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ url: '/api/admin/webpages' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('GET /api/admin/webpages/:id', () => {
  it('returns the full page', async () => {
    const id = await insertWebPage(t.database.db, {
      title: 'FAQ',
      slug: 'faq',
      body: '<h2>Questions</h2><p>Answers</p>',
      is_published: 0,
      status: 'paused',
      updated_at: '2025-03-01T08:00:00.000Z',
    });
    const response = await getPage(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id,
        title: 'FAQ',
        slug: 'faq',
        published: false,
        status: 'paused',
        updated_at: '2025-03-01T08:00:00.000Z',
        body: '<h2>Questions</h2><p>Answers</p>',
        is_published: false,
      },
    });
  });

  it('answers 404 for an unknown page and for a malformed id', async () => {
    const missing = await getPage(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: false, message: CONTENT_MESSAGES.webPageNotFound });
    const malformed = await t.app.inject({ url: '/api/admin/webpages/abc', headers: auth() });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ result: false, message: NO_SUCH_RECORD });
  });
});

describe('PUT /api/admin/webpages/:id', () => {
  it('saves every field, sanitises the body, and records an audit row', async () => {
    const id = await insertWebPage(t.database.db, {
      slug: 'to-edit',
      updated_at: '2020-01-01T00:00:00.000Z',
    });
    const response = await put(id, {
      title: '  About the company  ',
      body: '<h2 onclick="x()">Who</h2><p>We <strong>hire</strong>.<script>alert(1)</script></p>',
      is_published: false,
      status: 'paused',
      slug: 'ignored',
      id: 12345,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({
      id,
      title: 'About the company',
      slug: 'to-edit',
      published: false,
      status: 'paused',
      updated_at: expect.any(String),
      body: '<h2>Who</h2><p>We <strong>hire</strong>.</p>',
      is_published: false,
    });
    expect(data.updated_at > '2020-01-01T00:00:00.000Z').toBe(true);
    expect((await getPage(id)).json().data).toEqual(data);

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'update', entity_id: id });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      title: 'About the company',
      before: {
        title: expect.any(String),
        body: expect.any(String),
        is_published: true,
        status: 'active',
      },
      after: {
        title: 'About the company',
        body: '<h2>Who</h2><p>We <strong>hire</strong>.</p>',
        is_published: false,
        status: 'paused',
      },
    });
  });

  it('works as the app calls it: a form POST with _method=PUT', async () => {
    const id = await insertWebPage(t.database.db, { status: 'active', is_published: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webpages/${id}`,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _method: 'PUT',
        title: 'Careers',
        body: '<p>Join <a href="javascript:alert(1)">us</a></p>',
        is_published: '0',
        status: 'paused',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Careers',
      body: '<p>Join us</p>',
      is_published: false,
      published: false,
      status: 'paused',
    });
  });

  it('works with a multipart POST and _method=PUT', async () => {
    const id = await insertWebPage(t.database.db, { is_published: 0 });
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('title', 'Press');
    form.append('is_published', 'true');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webpages/${id}`,
      headers: auth(),
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Press', is_published: true });
  });

  it('keeps the fields left out, and refuses an empty body as create does', async () => {
    const id = await insertWebPage(t.database.db, {
      title: 'Keep me',
      body: '<p>old</p>',
      status: 'active',
    });
    const statusOnly = await put(id, { status: 'paused' });
    expect(statusOnly.json().data).toMatchObject({
      title: 'Keep me',
      body: '<p>old</p>',
      status: 'paused',
      is_published: true,
    });
    for (const body of ['', '   ', '<p></p>', '<br>', '<p>&nbsp;</p>', null, '  <p><br></p> ']) {
      const emptied = await put(id, { body });
      expect(emptied.statusCode, String(body)).toBe(422);
      expect(emptied.json().errors).toEqual({ body: [CONTENT_MESSAGES.webPageBodyRequired] });
    }
    expect((await getPage(id)).json().data.body).toBe('<p>old</p>');
  });

  it.each([
    '<script>alert(1)</script>',
    '<style>p { display: none }</style>',
    '<iframe src="https://example.com"></iframe>',
    '<img src=x onerror=alert(1)>',
    '<p><script>document.cookie</script></p>',
  ])('refuses %j, which sanitises to nothing, with 422 and keeps the page', async (body) => {
    const id = await insertWebPage(t.database.db, { body: '<p>Still here</p>' });
    const response = await put(id, { body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: [CONTENT_MESSAGES.bodyNothingLeft] });
    expect((await getPage(id)).json().data.body).toBe('<p>Still here</p>');
    expect(await auditRows(id)).toEqual([]);
  });

  it('keeps what survives sanitising when a body also holds text', async () => {
    const id = await insertWebPage(t.database.db, { body: '<p>old</p>' });
    const response = await put(id, { body: '<p>New<script>alert(1)</script></p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.body).toBe('<p>New</p>');
  });

  it('writes no audit row when nothing changes', async () => {
    const id = await insertWebPage(t.database.db, { title: 'Same', status: 'active' });
    const before = (await getPage(id)).json().data;
    const response = await put(id, { title: 'Same', status: 'active', is_published: true });
    expect(response.json().data).toEqual(before);
    expect(await auditRows(id)).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'title', 'The title field is required.'],
    [{ title: '   ' }, 'title', 'The title field is required.'],
    [{ title: 'x'.repeat(201) }, 'title', 'The title must be at most 200 characters.'],
    [{ status: 'draft' }, 'status', CONTENT_MESSAGES.statusInvalid],
    [{ is_published: 'maybe' }, 'is_published', 'The is_published field must be true or false.'],
    [{ body: 42 }, 'body', CONTENT_MESSAGES.bodyNotText],
    [{ body: 'x'.repeat(100_001) }, 'body', CONTENT_MESSAGES.bodyTooLong],
  ])('rejects %j with 422 naming the field', async (payload, field, message) => {
    const id = await insertWebPage(t.database.db);
    const response = await put(id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('names every bad field at once', async () => {
    const id = await insertWebPage(t.database.db);
    const response = await put(id, { title: '', status: 'closed' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['status', 'title']);
  });

  it('answers 404 for an unknown page and 401 without credentials', async () => {
    const missing = await put(999_999, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTENT_MESSAGES.webPageNotFound);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webpages/${listed[0]}`,
      payload: { title: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/webpages/:id', () => {
  it('deletes the page named by the URL, whatever id the body carries', async () => {
    const target = await insertWebPage(t.database.db, { title: 'Old promo', slug: 'old-promo' });
    const bystander = await insertWebPage(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webpages/${target}`,
      headers: auth(),
      payload: { _method: 'DELETE', id: bystander },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: CONTENT_MESSAGES.webPageDeleted,
      data: null,
      bulk_id: expect.any(String),
    });
    expect((await getPage(target)).statusCode).toBe(404);
    expect((await getPage(bystander)).statusCode).toBe(200);

    const audit = await auditRows(target);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'delete', entity_id: target });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      trash_id: expect.any(Number),
      bulk_id: expect.any(String),
      before: {
        title: 'Old promo',
        slug: 'old-promo',
        body: expect.any(String),
        is_published: true,
        status: 'active',
      },
    });
  });

  it('accepts the real DELETE method, then answers 404', async () => {
    const id = await insertWebPage(t.database.db);
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/webpages/${id}`, headers: auth() });
    expect((await remove()).statusCode).toBe(200);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CONTENT_MESSAGES.webPageNotFound);
  });

  it('is for signed-in admins only', async () => {
    const id = await insertWebPage(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webpages/${id}`,
      payload: { _method: 'DELETE' },
    });
    expect(response.statusCode).toBe(401);
    expect((await getPage(id)).statusCode).toBe(200);
  });
});
