import { AUTH_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

const BASE = 'http://localhost:8080';

/** Partners (in insertion order) with their published and unpublished jobs. */
const PARTNERS = [
  { name: 'Acme Corp', joined: '2024-01-10', published: 3, unpublished: 1 },
  { name: 'beta Works', joined: '2024-02-10', published: 3, unpublished: 0 },
  { name: 'Cobalt Systems', joined: '2024-03-10', published: 5, unpublished: 0 },
  { name: 'delta Dynamics', joined: '2024-04-10', published: 0, unpublished: 2 },
  { name: 'Echo Media', joined: '2024-05-10', published: 1, unpublished: 0 },
  { name: 'Foxtrot Foods', joined: '2024-06-10', published: 0, unpublished: 0 },
  { name: 'Golf Gear', joined: '2024-07-10', published: 1, unpublished: 0 },
  { name: 'Hotel Hosting', joined: '2024-08-10', published: 2, unpublished: 1 },
  { name: 'India Ink', joined: '2024-09-10', published: 1, unpublished: 0 },
  { name: 'Juliet Jewels', joined: '2024-10-10', published: 0, unpublished: 0 },
  {
    name: 'kilo Kitchens',
    joined: '2024-11-10',
    published: 1,
    unpublished: 0,
    picture: '/img/uploads/kilo.png',
  },
  {
    name: 'zulu Zoo',
    joined: '2024-12-10',
    published: 4,
    unpublished: 0,
    picture: 'https://cdn.example.com/zulu.png',
  },
  { name: 'ECHO MEDIA', joined: '2025-01-10', published: 1, unpublished: 0 },
] as const;

type PartnerName = (typeof PARTNERS)[number]['name'];

let t: TestApp;
let token: string;
const ids = new Map<PartnerName, number>();
const idOf = (name: PartnerName) => ids.get(name)!;
const auth = () => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = auth()) =>
  t.app.inject({ url, headers });
const namesOf = (items: { name?: string; company_name?: string }[]) =>
  items.map((item) => item.name ?? item.company_name);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  for (const partner of PARTNERS) {
    const id = await insertPartner(t.database.db, {
      company_name: partner.name,
      bio: `${partner.name} is a partner.`,
      profile_picture: 'picture' in partner ? partner.picture : null,
      created_at: `${partner.joined}T09:30:00.000Z`,
    });
    ids.set(partner.name, id);
    for (let i = 0; i < partner.published; i++) await insertJob(t.database.db, id);
    for (let i = 0; i < partner.unpublished; i++) {
      await insertJob(t.database.db, id, { is_published: 0 });
    }
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/partner/all', () => {
  it('lists every partner’s id and name, A–Z whatever the case, ties by id', async () => {
    const response = await get('/api/partner/all');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe(true);
    expect(body.data).toHaveLength(PARTNERS.length);
    expect(body.data.slice(0, 6)).toEqual([
      { id: idOf('Acme Corp'), name: 'Acme Corp' },
      { id: idOf('beta Works'), name: 'beta Works' },
      { id: idOf('Cobalt Systems'), name: 'Cobalt Systems' },
      { id: idOf('delta Dynamics'), name: 'delta Dynamics' },
      { id: idOf('Echo Media'), name: 'Echo Media' },
      { id: idOf('ECHO MEDIA'), name: 'ECHO MEDIA' },
    ]);
    expect(namesOf(body.data).slice(-2)).toEqual(['kilo Kitchens', 'zulu Zoo']);
    expect(Object.keys(body)).toEqual(['result', 'data']);
  });

  it('is for signed-in admins only', async () => {
    const response = await get('/api/partner/all', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('GET /api/admin/partners', () => {
  const list = (query = '') => get(`/api/admin/partners${query}`);

  it('pages 10 at a time by company name with every field and the paged envelope', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(namesOf(body.data)).toEqual([
      'Acme Corp',
      'beta Works',
      'Cobalt Systems',
      'delta Dynamics',
      'Echo Media',
      'ECHO MEDIA',
      'Foxtrot Foods',
      'Golf Gear',
      'Hotel Hosting',
      'India Ink',
    ]);
    expect(body.data[0]).toEqual({
      id: idOf('Acme Corp'),
      name: 'Acme Corp',
      bio: 'Acme Corp is a partner.',
      profile_picture: null,
      member_since: '2024-01-10T09:30:00.000Z',
      posted_jobs: 4,
    });
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: `${BASE}/api/admin/partners`,
      per_page: 10,
      to: 10,
      total: 13,
    });
    expect(body.links).toEqual({
      first: `${BASE}/api/admin/partners?page=1`,
      last: `${BASE}/api/admin/partners?page=2`,
      prev: null,
      next: `${BASE}/api/admin/partners?page=2`,
    });
  });

  it('counts every job of each partner on the page, published or not, and makes pictures absolute', async () => {
    const body = (await list('?page=2')).json();
    expect(body.data).toEqual([
      {
        id: idOf('Juliet Jewels'),
        name: 'Juliet Jewels',
        bio: 'Juliet Jewels is a partner.',
        profile_picture: null,
        member_since: '2024-10-10T09:30:00.000Z',
        posted_jobs: 0,
      },
      {
        id: idOf('kilo Kitchens'),
        name: 'kilo Kitchens',
        bio: 'kilo Kitchens is a partner.',
        profile_picture: `${BASE}/img/uploads/kilo.png`,
        member_since: '2024-11-10T09:30:00.000Z',
        posted_jobs: 1,
      },
      {
        id: idOf('zulu Zoo'),
        name: 'zulu Zoo',
        bio: 'zulu Zoo is a partner.',
        profile_picture: 'https://cdn.example.com/zulu.png',
        member_since: '2024-12-10T09:30:00.000Z',
        posted_jobs: 4,
      },
    ]);
    expect(body.meta).toMatchObject({ current_page: 2, from: 11, to: 13, total: 13 });
    expect(body.links.prev).toBe(`${BASE}/api/admin/partners?page=1`);
    expect(body.links.next).toBeNull();
    const first = (await list()).json().data;
    const postedJobs = Object.fromEntries(
      first.map((p: { name: string; posted_jobs: number }) => [p.name, p.posted_jobs]),
    );
    expect(postedJobs).toMatchObject({
      'delta Dynamics': 2,
      'Hotel Hosting': 3,
      'Foxtrot Foods': 0,
    });
  });

  it('sorts Z–A with -company_name (ties by id, descending) and keeps the sort in the links', async () => {
    const body = (await list('?sort=-company_name')).json();
    expect(namesOf(body.data)).toEqual([
      'zulu Zoo',
      'kilo Kitchens',
      'Juliet Jewels',
      'India Ink',
      'Hotel Hosting',
      'Golf Gear',
      'Foxtrot Foods',
      'ECHO MEDIA',
      'Echo Media',
      'delta Dynamics',
    ]);
    expect(body.links.next).toBe(`${BASE}/api/admin/partners?sort=-company_name&page=2`);
    const ascending = (await list('?sort=company_name')).json();
    expect(namesOf(ascending.data)[0]).toBe('Acme Corp');
  });

  it('searches the company name anywhere, case-insensitively, short terms included', async () => {
    const echo = (await list('?s=eCHo')).json();
    expect(namesOf(echo.data)).toEqual(['Echo Media', 'ECHO MEDIA']);
    expect(echo.meta.total).toBe(2);
    expect(echo.links.first).toBe(`${BASE}/api/admin/partners?s=eCHo&page=1`);
    expect(namesOf((await list('?s=stems')).json().data)).toEqual(['Cobalt Systems']);
    expect(namesOf((await list('?s=zo')).json().data)).toEqual(['zulu Zoo']);
    expect(namesOf((await list('?s=%20India%20')).json().data)).toEqual(['India Ink']);
    expect((await list('?s=nobody')).json()).toMatchObject({
      data: [],
      meta: { total: 0, last_page: 1, from: null, to: null },
    });
    expect((await list('?s=%20%20')).json().meta.total).toBe(13);
  });

  it('answers a page past the end with no rows and correct meta', async () => {
    const body = (await list('?page=5')).json();
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 5, last_page: 2, total: 13, from: null });
    expect(body.links.prev).toBe(`${BASE}/api/admin/partners?page=2`);
  });

  it.each([
    ['?sort=name', 'sort'],
    ['?sort=email', 'sort'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
  ])('rejects %s with 422 naming the field', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.result).toBe(false);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('is for signed-in admins only', async () => {
    expect((await get('/api/admin/partners', {})).statusCode).toBe(401);
  });
});

describe('GET /api/partner/top-performers', () => {
  const page = (n?: number) =>
    get(`/api/partner/top-performers${n === undefined ? '' : `?page=${n}`}`, {});
  const url = (n: number) => `${BASE}/api/partner/top-performers?page=${n}`;

  it('ranks partners by published jobs, 4 a page, publicly, ties by name then id', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      data: {
        current_page: 1,
        last_page: 3,
        per_page: 4,
        total: 10,
        prev_page_url: null,
        next_page_url: url(2),
        data: [
          {
            id: idOf('Cobalt Systems'),
            company_name: 'Cobalt Systems',
            img_url: null,
            jobs_posted: 5,
          },
          {
            id: idOf('zulu Zoo'),
            company_name: 'zulu Zoo',
            img_url: 'https://cdn.example.com/zulu.png',
            jobs_posted: 4,
          },
          { id: idOf('Acme Corp'), company_name: 'Acme Corp', img_url: null, jobs_posted: 3 },
          { id: idOf('beta Works'), company_name: 'beta Works', img_url: null, jobs_posted: 3 },
        ],
      },
    });
  });

  it('links the previous and next pages with absolute URLs', async () => {
    const second = (await page(2)).json().data;
    expect(namesOf(second.data)).toEqual([
      'Hotel Hosting',
      'Echo Media',
      'ECHO MEDIA',
      'Golf Gear',
    ]);
    expect(second.data.map((p: { jobs_posted: number }) => p.jobs_posted)).toEqual([2, 1, 1, 1]);
    expect(second.prev_page_url).toBe(url(1));
    expect(second.next_page_url).toBe(url(3));

    const third = (await page(3)).json().data;
    expect(third.data).toEqual([
      { id: idOf('India Ink'), company_name: 'India Ink', img_url: null, jobs_posted: 1 },
      {
        id: idOf('kilo Kitchens'),
        company_name: 'kilo Kitchens',
        img_url: `${BASE}/img/uploads/kilo.png`,
        jobs_posted: 1,
      },
    ]);
    expect(third.prev_page_url).toBe(url(2));
    expect(third.next_page_url).toBeNull();
  });

  it('leaves out partners without a published job; unpublished jobs do not count', async () => {
    const all = [1, 2, 3].map((n) => page(n));
    const names = (await Promise.all(all)).flatMap((r) => namesOf(r.json().data.data));
    expect(names).toHaveLength(10);
    expect(names).not.toContain('delta Dynamics');
    expect(names).not.toContain('Foxtrot Foods');
    expect(names).not.toContain('Juliet Jewels');
  });

  it('answers a page past the end with no rows, pointing back to the last page', async () => {
    const past = (await page(7)).json().data;
    expect(past).toMatchObject({ current_page: 7, last_page: 3, total: 10, data: [] });
    expect(past.prev_page_url).toBe(url(3));
    expect(past.next_page_url).toBeNull();
  });

  it.each(['0', '-1', 'x', '1.5'])('rejects page=%s with 422', async (value) => {
    const response = await get(`/api/partner/top-performers?page=${value}`, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });
});

describe('GET /api/partner/dashboard', () => {
  it('shows the 4 partners who joined last, newest first, publicly and without emails', async () => {
    const response = await get('/api/partner/dashboard', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: idOf('ECHO MEDIA'), name: 'ECHO MEDIA', profile_picture: null, posted_jobs: 1 },
        {
          id: idOf('zulu Zoo'),
          name: 'zulu Zoo',
          profile_picture: 'https://cdn.example.com/zulu.png',
          posted_jobs: 4,
        },
        {
          id: idOf('kilo Kitchens'),
          name: 'kilo Kitchens',
          profile_picture: `${BASE}/img/uploads/kilo.png`,
          posted_jobs: 1,
        },
        { id: idOf('Juliet Jewels'), name: 'Juliet Jewels', profile_picture: null, posted_jobs: 0 },
      ],
    });
  });

  it('breaks a tie in joining time by the newer id', async () => {
    const joined = '2025-06-01T00:00:00.000Z';
    const first = await insertPartner(t.database.db, {
      company_name: 'Twin A',
      created_at: joined,
    });
    const second = await insertPartner(t.database.db, {
      company_name: 'Twin B',
      created_at: joined,
    });
    await insertJob(t.database.db, first, { is_published: 0 });
    const cards = (await get('/api/partner/dashboard', {})).json().data;
    expect(cards.slice(0, 3).map((c: { id: number }) => c.id)).toEqual([
      second,
      first,
      idOf('ECHO MEDIA'),
    ]);
    expect(cards[1].posted_jobs).toBe(1);
    await t.database.db.deleteFrom('partners').where('id', 'in', [first, second]).execute();
  });
});

describe('with no partners at all', () => {
  let empty: TestApp;
  let emptyToken: string;
  beforeAll(async () => {
    empty = await buildTestApp();
    emptyToken = await empty.loginAs();
  });
  afterAll(async () => {
    await empty.close();
  });

  it('answers every partner call with empty lists', async () => {
    const call = (url: string) =>
      empty.app.inject({ url, headers: { authorization: `Bearer ${emptyToken}` } });
    expect((await call('/api/partner/all')).json()).toEqual({ result: true, data: [] });
    expect((await call('/api/partner/dashboard')).json()).toEqual({ data: [] });
    expect((await call('/api/admin/partners')).json()).toMatchObject({
      data: [],
      meta: { total: 0, last_page: 1, current_page: 1 },
      links: { prev: null, next: null },
    });
    expect((await call('/api/partner/top-performers')).json()).toEqual({
      result: true,
      data: {
        current_page: 1,
        last_page: 1,
        per_page: 4,
        total: 0,
        prev_page_url: null,
        next_page_url: null,
        data: [],
      },
    });
  });
});
