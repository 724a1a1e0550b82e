import { CONTENT_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWebPage } from '../../testing/content-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/webpages', headers: auth(), payload });
const auditRows = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'summary'])
    .where('entity', '=', 'web_page')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
const pageCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('web_pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
  await insertWebPage(t.database.db, { title: 'Privacy', slug: 'privacy' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/webpages', () => {
  it('creates a page with the chosen slug, sanitised body and an audit row', async () => {
    const response = await create({
      title: 'About Us',
      slug: 'about-us',
      body: '<p>Who we are<script>alert(1)</script></p>',
      is_published: true,
    });
    expect(response.statusCode).toBe(201);
    const page = response.json().data;
    expect(page).toMatchObject({
      title: 'About Us',
      slug: 'about-us',
      body: '<p>Who we are</p>',
      is_published: true,
      published: true,
      status: 'active',
    });

    const stored = await t.app.inject({ url: `/api/admin/webpages/${page.id}`, headers: auth() });
    expect(stored.json().data).toEqual(page);
    const listed = await t.app.inject({ url: '/api/admin/webpages', headers: auth() });
    expect(listed.json().data.map((row: { slug: string }) => row.slug)).toContain('about-us');

    const audit = await auditRows(page.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, action: 'create' });
    expect(JSON.parse(audit[0]!.summary!).after).toEqual({
      title: 'About Us',
      slug: 'about-us',
      body: '<p>Who we are</p>',
      is_published: true,
      status: 'active',
    });
  });

  it('derives the slug from the title, numbering it when taken; unpublished by default', async () => {
    const first = await create({ title: 'Privacy', body: '<p>Policy</p>' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ slug: 'privacy-2', is_published: false });
    const second = await create({ title: 'Privacy', slug: '', body: '<p>Again</p>' });
    expect(second.json().data.slug).toBe('privacy-3');
    const accents = await create({ title: 'Café & Crème', body: '<p>Menu</p>', status: 'paused' });
    expect(accents.json().data).toMatchObject({ slug: 'cafe-creme', status: 'paused' });
  });

  it('answers 409 for a chosen slug already used, writing nothing', async () => {
    const before = await pageCount();
    const response = await create({ title: 'About', slug: 'about-us', body: '<p>Dup</p>' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CONTENT_MESSAGES.webPageSlugTaken('about-us'));
    expect(await pageCount()).toBe(before);
  });

  it('answers 422 naming each bad field, and 401 to strangers', async () => {
    const before = await pageCount();
    const bad = await create({ title: '', slug: 'Not A Slug', body: '<script>x</script>' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['slug', 'title']);
    const empty = await create({ title: 'Empty', body: '<p><script>x</script></p>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: [CONTENT_MESSAGES.webPageBodyRequired] });
    const missing = await create({ title: 'No body' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['body']);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webpages',
      payload: { title: 'X', body: '<p>x</p>' },
    });
    expect(stranger.statusCode).toBe(401);
    expect(await pageCount()).toBe(before);
  });
});
