import { AUTH_MESSAGES, USER_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const list = (query = '') => t.app.inject({ url: `/api/admin/users${query}`, headers: auth() });

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const names = [
    'Zoe',
    'adam',
    'Mia',
    'Bob',
    'Liam',
    'Emma',
    'Noah',
    'Olivia',
    'Ava',
    'Eli',
    'Ivy',
    'Leo',
  ];
  for (const [i, first_name] of names.entries()) {
    await insertUser(t.database.db, {
      first_name,
      last_name: i === 3 ? 'Marley' : `Surname${i}`,
      email: i === 5 ? 'emma@marley.example' : `${first_name.toLowerCase()}@example.com`,
      is_blocked: i === 0 ? 1 : 0,
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/users', () => {
  it('lists 10 per page by first name with the paged envelope', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(10);
    expect(body.data.map((u: { first_name: string }) => u.first_name).slice(0, 3)).toEqual([
      'adam',
      'Ava',
      'Bob',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      profile_picture: null,
      full_name: 'adam Surname1',
      first_name: 'adam',
      last_name: 'Surname1',
      email: 'adam@example.com',
      profession: 'Engineer',
      blocked: false,
      created_at: expect.any(String),
    });
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: 'http://localhost:8080/api/admin/users',
      per_page: 10,
      to: 10,
      total: 12,
    });
    expect(body.links).toEqual({
      first: 'http://localhost:8080/api/admin/users?page=1',
      last: 'http://localhost:8080/api/admin/users?page=2',
      prev: null,
      next: 'http://localhost:8080/api/admin/users?page=2',
    });
  });

  it('sorts descending, keeps the query in links, and answers past the end with no rows', async () => {
    const desc = (await list('?sort=-first_name')).json();
    expect(desc.data[0].first_name).toBe('Zoe');
    expect(desc.data[0].blocked).toBe(true);
    expect(desc.links.next).toBe('http://localhost:8080/api/admin/users?sort=-first_name&page=2');

    const past = (await list('?page=9')).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({
      current_page: 9,
      from: null,
      to: null,
      total: 12,
      last_page: 2,
    });
  });

  it('searches first name, last name and email, case-insensitively, short terms included', async () => {
    const marley = (await list('?s=MARLEY')).json();
    expect(marley.data.map((u: { first_name: string }) => u.first_name).sort()).toEqual([
      'Bob',
      'Emma',
    ]);
    expect(
      (await list('?s=li'))
        .json()
        .data.map((u: { first_name: string }) => u.first_name)
        .sort(),
    ).toEqual(['Eli', 'Liam', 'Olivia']);
    expect((await list('?s=%20%20')).json().meta.total).toBe(12);
    expect((await list('?s=50%25')).json().meta.total).toBe(0);
  });

  it('finds a user by full name, as typed: first name, a space, last name', async () => {
    const names = (query: string) =>
      list(query).then((response) =>
        response.json().data.map((u: { first_name: string }) => u.first_name),
      );
    expect(await names('?s=bob%20marley')).toEqual(['Bob']);
    expect(await names('?s=Emma%20Sur')).toEqual(['Emma']);
    // The words must follow each other in the name and email as written.
    expect(await names('?s=marley%20adam')).toEqual([]);
    expect(await names('?s=bob%20surname0')).toEqual([]);
  });

  it('finds users changed after creation (the search index follows updates)', async () => {
    const id = await insertUser(t.database.db, { first_name: 'Temporary' });
    await t.database.db
      .updateTable('users')
      .set({ first_name: 'Quentin' })
      .where('id', '=', id)
      .execute();
    expect((await list('?s=quentin')).json().meta.total).toBe(1);
    expect((await list('?s=temporary')).json().meta.total).toBe(0);
    await t.database.db.deleteFrom('users').where('id', '=', id).execute();
    expect((await list('?s=quentin')).json().meta.total).toBe(0);
  });

  it('treats a blank page and sort as the defaults (page 1, A–Z), as the old clients send them', async () => {
    const response = await list('?page=&s=&sort=');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ current_page: 1, total: 12 });
    expect(body.data[0].first_name).toBe('adam');
    expect((await list('?sort=%20')).json().data[0].first_name).toBe('adam');
  });

  it('shows as many rows per page as asked, of the sizes offered, the links keeping the size', async () => {
    const response = await list('?per_page=25&sort=-first_name');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(12);
    expect(body.data[0].first_name).toBe('Zoe');
    expect(body.meta).toMatchObject({ per_page: 25, last_page: 1, total: 12, to: 12 });
    expect(body.links.first).toContain('per_page=25');
    const second = (await list('?per_page=10&page=2')).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta).toMatchObject({ per_page: 10, from: 11, last_page: 2 });
  });

  it.each([
    ['?sort=profession'],
    ['?page=0'],
    ['?page=abc'],
    ['?sort=first_name;drop'],
    ['?per_page=7'],
    ['?per_page=1000'],
  ])('rejects %s with 422', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().result).toBe(false);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ url: '/api/admin/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('block and unblock', () => {
  it('blocks and unblocks, revoking the user’s app tokens, with an audit row each', async () => {
    const id = await insertUser(t.database.db);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('user_access_tokens')
      .values({
        user_id: id,
        token_hash: `h${id}`,
        created_at: now,
        expires_at: now,
        revoked_at: null,
      })
      .execute();

    const blocked = await t.app.inject({ url: `/api/user/block/${id}`, headers: auth() });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      result: true,
      message: USER_MESSAGES.blocked,
      data: null,
      bulk_id: expect.any(String),
    });
    const tokenRow = await t.database.db
      .selectFrom('user_access_tokens')
      .select('revoked_at')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(tokenRow.revoked_at).not.toBeNull();

    const again = await t.app.inject({ url: `/api/user/block/${id}`, headers: auth() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USER_MESSAGES.alreadyBlocked);

    const unblocked = await t.app.inject({ url: `/api/user/unblock/${id}`, headers: auth() });
    expect(unblocked.json()).toEqual({
      result: true,
      message: USER_MESSAGES.unblocked,
      data: null,
      bulk_id: expect.any(String),
    });
    expect(
      (await t.app.inject({ url: `/api/user/unblock/${id}`, headers: auth() })).statusCode,
    ).toBe(409);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', '=', 'user')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'block', entity: 'user', entity_id: id },
      { action: 'unblock', entity: 'user', entity_id: id },
    ]);
  });

  it('answers 404 for an unknown user and for a bad id', async () => {
    const missing = await t.app.inject({ url: '/api/user/block/999999', headers: auth() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: false, message: USER_MESSAGES.notFound });
    expect((await t.app.inject({ url: '/api/user/block/abc', headers: auth() })).statusCode).toBe(
      404,
    );
  });

  it('needs a bearer token: a session cookie alone is refused', async () => {
    const id = await insertUser(t.database.db);
    const anonymous = await t.app.inject({ url: `/api/user/block/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const { cookies } = await t.signInWithCookies();
    const byCookie = await t.app.inject({ url: `/api/user/block/${id}`, cookies });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().message).toBe(AUTH_MESSAGES.bearerRequired);
  });
});
