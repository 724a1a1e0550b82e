import {
  allEndpoints,
  NO_SUCH_RECORD,
  SETTINGS_MESSAGES,
  markupMessage,
  type Endpoint,
} from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApiKey } from '../testing/api-key-fixtures.js';
import { insertBlogPost, insertWebPage } from '../testing/content-fixtures.js';
import { insertCategory, insertJobFormChoices, multipartForm } from '../testing/jobs-fixtures.js';
import { insertJob } from '../testing/partners-fixtures.js';
import { insertFeature } from '../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from '../lib/validation.js';
import { MALFORMED_MULTIPART } from './body-parsers.js';
import { METHOD_NOT_TEXT } from './routes.js';

// Bad input an attacker or a sloppy client sends, through the real app on both databases.
let t: TestApp;
let token: string;
let choices: Awaited<ReturnType<typeof insertJobFormChoices>>;
let apiKey: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  choices = await insertJobFormChoices(t.database.db);
  apiKey = (await insertApiKey(t.database.db)).authorization;
});
afterAll(async () => {
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });
/** The credentials an endpoint takes: an admin's token, or an API key for the intake API. */
const credentialsFor = (endpoint: Endpoint) =>
  endpoint.access === 'api-key' ? { authorization: apiKey } : auth();
const jobExists = async (id: number) =>
  (await t.database.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;
const countRows = async (table: 'skills' | 'packages' | 'post_durations' | 'job_types') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The endpoint's path with `:id` set to the raw (already encoded) text and `:kind` to a kind. */
const pathWithId = (endpoint: Endpoint, rawId: string) =>
  endpoint.path.replace(':id', rawId).replace(':kind', 'selfie');

describe('ids in the URL', () => {
  const withId = allEndpoints.filter((endpoint) => endpoint.path.includes(':id'));

  it.each([
    ['hex', '0x10'],
    ['a leading plus', '%2B7'],
    ['a minus', '-7'],
    ['a leading zero', '07'],
    ['zero', '0'],
    ['a leading space', '%207'],
    ['a trailing newline', '7%0A'],
    ['a trailing tab', '7%09'],
    ['an exponent', '7e0'],
    ['a decimal point', '7.0'],
    ['a full-width digit', '%EF%BC%97'],
    ['a number past the largest id', '2147483648'],
    ['a huge number', '99999999999999999999999'],
    ['a word', 'abc'],
  ])('answers 404 to an id with %s (%s) on every endpoint', async (_label, rawId) => {
    for (const endpoint of withId) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: pathWithId(endpoint, rawId),
        headers: credentialsFor(endpoint),
        ...(endpoint.body ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${endpoint.name} ${rawId}: ${response.body}`).toBe(404);
      expect(response.json().message).toBe(NO_SUCH_RECORD);
    }
  });

  it('never reads 0x…, " n" or "n\\n" as job n: the job survives a delete through them', async () => {
    const id = await insertJob(t.database.db, choices.partner);
    for (const rawId of [`0x${id.toString(16)}`, `%20${id}`, `${id}%0A`, `0${id}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${rawId}`,
        headers: auth(),
        payload: { _method: 'DELETE' },
      });
      expect(response.statusCode, rawId).toBe(404);
      expect(await jobExists(id)).toBe(true);
    }
    const real = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: auth(),
      payload: { _method: 'DELETE' },
    });
    expect(real.statusCode).toBe(200);
    expect(await jobExists(id)).toBe(false);
  });

  it('still checks the sign-in first: a bad id from a stranger is a 401', async () => {
    const response = await t.app.inject({ url: '/api/admin/webpages/0x1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('malformed multipart bodies', () => {
  const withBody = allEndpoints.filter((endpoint) => endpoint.body);
  const garbage = {
    'content-type': 'multipart/form-data; boundary=zzz',
  };

  it.each([
    ['garbage with a boundary', garbage, 'garbage'],
    [
      'a JSON body labelled multipart without a boundary',
      { 'content-type': 'multipart/form-data' },
      '{"email":"a@b.c"}',
    ],
    [
      'a part cut short',
      garbage,
      '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhal',
    ],
  ])('answers %s with 400 on every route that takes a body', async (_label, headers, payload) => {
    for (const endpoint of withBody) {
      const response = await t.app.inject({
        method: 'POST',
        url: pathWithId(endpoint, '1'),
        headers: { ...auth(), ...headers },
        payload,
      });
      expect(response.statusCode, `${endpoint.name}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ result: false, message: MALFORMED_MULTIPART });
    }
  });

  it('answers the public login with 400 too, signed in or not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: garbage,
      payload: 'garbage',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: false, message: MALFORMED_MULTIPART });
  });

  it('still reads a well-formed multipart body, repeated fields as a list', async () => {
    const form = multipartForm([
      ['name', 'Multipart Gold'],
      ['price', '10'],
      ['subscription_type', 'monthly'],
      ['is_active', 'true'],
      ['features', String(await insertFeature(t.database.db))],
      ['features', String(await insertFeature(t.database.db))],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: { ...auth(), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.features).toHaveLength(2);
  });
});

describe('_method', () => {
  it.each([
    ['a list', { _method: ['DELETE'] }],
    ['an object', { _method: { name: 'DELETE' } }],
    ['a number', { _method: 1 }],
    ['a boolean', { _method: true }],
  ])('is refused with 400 when it is %s, and nothing is deleted', async (_label, payload) => {
    const id = await insertJob(t.database.db, choices.partner);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: auth(),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: false, message: METHOD_NOT_TEXT });
    expect(await jobExists(id)).toBe(true);
  });

  it('is refused when a form repeats it', async () => {
    const id = await insertJob(t.database.db, choices.partner);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=DELETE&_method=DELETE',
    });
    expect(response.statusCode).toBe(400);
    expect(await jobExists(id)).toBe(true);
  });

  it.each(['delete', 'delete ', 'Delete', 'put', 'DELETE\u0000', 'DEL ETE'])(
    'is matched exactly (upper case, spaces around it aside): %j is 405 and deletes nothing',
    async (method) => {
      const id = await insertJob(t.database.db, choices.partner);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${id}`,
        headers: auth(),
        payload: { _method: method },
      });
      expect(response.statusCode, response.body).toBe(405);
      expect(response.json()).toMatchObject({ result: false });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await jobExists(id)).toBe(true);
    },
  );

  it('reads " DELETE " and a form\'s DELETE as DELETE, as the admin app sends it', async () => {
    const id = await insertJob(t.database.db, choices.partner);
    const spaced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}`,
      headers: auth(),
      payload: { _method: ' DELETE ' },
    });
    expect(spaced.statusCode, spaced.body).toBe(200);
    expect(await jobExists(id)).toBe(false);
    const other = await insertJob(t.database.db, choices.partner);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${other}`,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=DELETE',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(await jobExists(other)).toBe(false);
  });
});

describe('required rich text on update', () => {
  const EMPTY_BODIES = ['   ', '<p></p>', '<br>', '<p>&nbsp;</p>', '', null];
  const update = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth(), payload: { _method: 'PUT', ...payload } });

  it.each(EMPTY_BODIES)('cannot empty a web page with %j, which create refuses', async (body) => {
    const id = await insertWebPage(t.database.db, { body: '<p>Terms</p>' });
    const response = await update(`/api/admin/webpages/${id}`, { body });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['body']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webpages',
      headers: auth(),
      payload: { title: 'Empty', body },
    });
    expect(created.statusCode, created.body).toBe(422);
    const stored = await t.database.db
      .selectFrom('web_pages')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe('<p>Terms</p>');
  });

  it.each(EMPTY_BODIES)('cannot empty a blog post or a job description with %j', async (body) => {
    const postId = await insertBlogPost(t.database.db);
    const post = await update(`/api/admin/blogposts/${postId}`, { body });
    expect(post.statusCode, post.body).toBe(422);
    expect(Object.keys(post.json().errors)).toEqual(['body']);
    const jobId = await insertJob(t.database.db, choices.partner);
    const job = await update(`/api/admin/jobs/${jobId}`, { desc: body });
    expect(job.statusCode, job.body).toBe(422);
    expect(Object.keys(job.json().errors)).toEqual(['desc']);
  });
});

describe('errors the framework raises', () => {
  it.each([
    ['an unknown admin path', '/api/admin/no-such-area', 404],
    ['an unknown path signed out', '/api/no-such-area', 404],
    ['a bad percent-encoding', '/api/admin/jobs/%zz', 400],
    ['a truncated percent-encoding', '/api/admin/jobs/%E0%A4%A', 400],
    ['a 200-character id', `/api/admin/jobs/${'1'.repeat(200)}`, 414],
    ['a wrong method', '/api/admin/auth/forgot-password', 405],
  ])("answer %s with the contract's error body and no-store", async (_label, url, status) => {
    for (const headers of [{}, auth()]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'result']);
      expect(body.result).toBe(false);
      expect(typeof body.message).toBe('string');
    }
  });
});

describe('boolean and list fields', () => {
  const postJson = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth(), payload });
  const postForm = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const NOT_BOOLEANS = [0, 1, '', '   ', 'true', 'false', '1', 'on', 'yes', null, [], {}];

  it.each(NOT_BOOLEANS.map((value) => [value]))(
    'refuses %j as a JSON boolean, creating nothing',
    async (value) => {
      const skills = await countRows('skills');
      const skill = await postJson('/api/admin/skills', { name: 'Zig', is_hinted: value });
      expect(skill.statusCode, skill.body).toBe(422);
      expect(skill.json().errors).toEqual({
        is_hinted: ['The is hinted field must be true or false.'],
      });
      expect(await countRows('skills')).toBe(skills);

      const durations = await countRows('post_durations');
      const duration = await postJson('/api/admin/post-durations', {
        name: 'Fortnight',
        duration: 20_160,
        is_paid: value,
      });
      expect(duration.statusCode).toBe(422);
      expect(Object.keys(duration.json().errors)).toEqual(['is_paid']);
      expect(await countRows('post_durations')).toBe(durations);

      const packages = await countRows('packages');
      const created = await postJson('/api/admin/packages', {
        name: 'Silver',
        price: 5,
        subscription_type: 'monthly',
        is_active: value,
      });
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().errors)).toEqual(['is_active']);
      expect(await countRows('packages')).toBe(packages);
    },
  );

  it('refuses non-boolean is_remote, is_published and is_featured in JSON', async () => {
    const job = await postJson('/api/admin/jobs', {
      partner_id: choices.partner,
      job_title: 'Tester',
      is_remote: 0,
      category_id: choices.category,
      city: 'Porto',
      country: 'Portugal',
      no_pay_range: '',
      job_type_id: choices.jobType,
      desc: 'Tests things.',
      job_active_duration: choices.week,
      is_published: '   ',
      status: 'active',
      skills: [],
    });
    expect(job.statusCode).toBe(422);
    expect(job.json().errors).toMatchObject({
      is_remote: ['The is remote field must be true or false.'],
      no_pay_range: ['The no pay range field must be true or false.'],
      is_published: ['The is published field must be true or false.'],
    });

    const pageId = await insertWebPage(t.database.db, { is_published: 1 });
    const page = await postJson(`/api/admin/webpages/${pageId}`, {
      _method: 'PUT',
      is_published: 0,
    });
    expect(page.statusCode).toBe(422);
    const stored = await t.database.db
      .selectFrom('web_pages')
      .select('is_published')
      .where('id', '=', pageId)
      .executeTakeFirstOrThrow();
    expect(stored.is_published).toBe(1);

    const setting = await postJson('/api/settings/save', {
      config_name: 'recaptcha_active',
      value: 0,
      setting_tab: 'application',
    });
    expect(setting.statusCode).toBe(422);
  });

  it('takes JSON true and false', async () => {
    const skill = await postJson('/api/admin/skills', { name: 'Elm', is_hinted: true });
    expect(skill.statusCode).toBe(201);
    expect(skill.json().data).toMatchObject({ visible: true });
  });

  it('takes the text forms in a urlencoded or multipart form, but not blank text', async () => {
    const hinted = await postForm('/api/admin/skills', 'name=Ocaml&is_hinted=1');
    expect(hinted.statusCode, hinted.body).toBe(201);
    expect(hinted.json().data).toMatchObject({ visible: true });
    const off = await postForm('/api/admin/skills', 'name=Nim&is_hinted=off');
    expect(off.json().data).toMatchObject({ visible: false });
    const blank = await postForm('/api/admin/skills', 'name=Crystal&is_hinted=%20%20');
    expect(blank.statusCode).toBe(422);
    const form = multipartForm([
      ['name', 'Julia'],
      ['is_hinted', 'true'],
    ]);
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/skills',
      headers: { ...auth(), ...form.headers },
      payload: form.payload,
    });
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json().data).toMatchObject({ visible: true });
  });

  it('takes features only as a JSON list; a form may send one value', async () => {
    const feature = await insertFeature(t.database.db);
    const packages = await countRows('packages');
    for (const features of [String(feature), feature, `${feature},${feature}`, { 0: feature }]) {
      const response = await postJson('/api/admin/packages', {
        name: 'Bronze',
        price: 1,
        subscription_type: 'monthly',
        features,
      });
      expect(response.statusCode, JSON.stringify(features)).toBe(422);
      expect(response.json().errors).toEqual({
        features: ['The features must be a list of feature ids.'],
      });
    }
    expect(await countRows('packages')).toBe(packages);
    const hexInList = await postJson('/api/admin/packages', {
      name: 'Bronze',
      price: 1,
      subscription_type: 'monthly',
      features: [`0x${feature.toString(16)}`],
    });
    expect(hexInList.statusCode).toBe(422);

    const listed = await postJson('/api/admin/packages', {
      name: 'Bronze',
      price: 1,
      subscription_type: 'monthly',
      features: [feature],
    });
    expect(listed.statusCode).toBe(201);
    const fromForm = await postForm(
      '/api/admin/packages',
      `name=Copper&price=1&subscription_type=monthly&features=${feature}`,
    );
    expect(fromForm.statusCode, fromForm.body).toBe(201);
    expect(fromForm.json().data.features).toEqual([{ id: feature, name: expect.any(String) }]);
  });

  it('reads numbers only in decimal notation', async () => {
    const response = await postJson('/api/admin/post-durations', {
      name: 'Hex week',
      duration: '0x2760',
      is_paid: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('duration');
  });
});

describe('Cache-Control: no-store', () => {
  const noStore = (response: { headers: Record<string, unknown> }) =>
    response.headers['cache-control'];

  it('is on every admin answer, failures included', async () => {
    const users = await t.app.inject({ url: '/api/admin/users', headers: auth() });
    expect(users.statusCode).toBe(200);
    expect(noStore(users)).toBe('no-store');
    expect(noStore(await t.app.inject({ url: '/api/admin/users' }))).toBe('no-store');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"category_name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(noStore(malformed)).toBe('no-store');
    const overridden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webpages/1',
      headers: { ...auth(), 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(overridden.statusCode).toBe(415);
    expect(noStore(overridden)).toBe('no-store');
    expect(
      noStore(await t.app.inject({ url: '/api/admin/webpages/999999', headers: auth() })),
    ).toBe('no-store');
    // Answers that depend on who asks.
    expect(noStore(await t.app.inject({ url: '/api/settings/general' }))).toBe('no-store');
  });

  it('is on every auth answer', async () => {
    expect(noStore(await t.app.inject({ url: '/sanctum/csrf-cookie' }))).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(login.statusCode).toBe(401);
    expect(noStore(login)).toBe('no-store');
    const details = await t.app.inject({ url: '/api/admin/auth/details', headers: auth() });
    expect(noStore(details)).toBe('no-store');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(noStore(forgot)).toBe('no-store');
  });

  it('is not on the public reference lists, which anyone may cache', async () => {
    expect(noStore(await t.app.inject({ url: '/api/categories/all' }))).toBeUndefined();
  });
});

describe('markup in names and titles', () => {
  it.each([
    '<b>Sales</b>',
    'Sales<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Sales </p>',
    '<!-- x -->',
  ])('refuses %j as a job type name with a sentence, storing nothing', async (name) => {
    const before = await countRows('job_types');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-types',
      headers: auth(),
      payload: { name },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [markupMessage('name')] });
    expect(await countRows('job_types')).toBe(before);
  });

  it('keeps text that cannot be markup: "<" before a space or digit, and ">"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-types',
      headers: auth(),
      payload: { name: 'Salary < 3k > 1k' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses markup in every name and title field', async () => {
    const categoryId = await insertCategory(t.database.db);
    const pageId = await insertWebPage(t.database.db);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        `/api/admin/categories/${categoryId}`,
        { _method: 'PUT', category_name: '<i>x</i>' },
        'category_name',
      ],
      ['/api/admin/skills', { name: '<u>Go</u>', is_hinted: false }, 'name'],
      ['/api/admin/job-types', { name: '<b>Contract</b>' }, 'name'],
      [
        '/api/admin/post-durations',
        { name: '<b>Week</b>', duration: 10_080, is_paid: false },
        'name',
      ],
      [
        '/api/admin/packages',
        { name: '<b>Gold</b>', price: 1, subscription_type: 'monthly' },
        'name',
      ],
      ['/api/admin/features', { name: '<b>Perk</b>', config_name: 'perk-markup' }, 'name'],
      [`/api/admin/webpages/${pageId}`, { _method: 'PUT', title: '<h1>About</h1>' }, 'title'],
      [
        '/api/admin/jobs',
        {
          partner_id: choices.partner,
          job_title: '<b>Hot</b> job',
          is_remote: false,
          category_id: choices.category,
          city: '<script>x</script>',
          country: 'Portugal',
          no_pay_range: true,
          job_type_id: choices.jobType,
          desc: 'Uses <canvas> and <svg> daily.',
          job_active_duration: choices.week,
          is_published: false,
          status: 'active',
          skills: [],
        },
        'job_title',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: auth(), payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json().errors[field]?.[0], url).toMatch(/plain text, without HTML tags/);
    }
  });

  it('keeps markup in free text (a job description) as text, escaped by every client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: auth(),
      payload: {
        partner_id: choices.partner,
        job_title: 'Graphics engineer',
        is_remote: true,
        category_id: choices.category,
        no_pay_range: true,
        job_type_id: choices.jobType,
        desc: 'Uses <canvas> daily.',
        job_active_duration: choices.week,
        is_published: false,
        status: 'active',
        skills: [],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses markup in the public app name and address settings', async () => {
    for (const [config, label] of [
      ['app_name', 'App Name'],
      ['address', 'Address'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/settings/save',
        headers: auth(),
        payload: {
          config_name: config,
          value: '<script>alert(1)</script>',
          setting_tab: 'general',
        },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(JSON.stringify(response.json().errors)).toContain(
        JSON.stringify(SETTINGS_MESSAGES.markup(label)).slice(1, -1),
      );
    }
  });
});

describe('the NUL character', () => {
  it('is refused in a search and in a body field with 422, and nothing is stored', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/jobs/all?s=a%00' });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.s).toEqual([NUL_MESSAGE]);

    const before = await countRows('job_types');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-types',
      headers: auth(),
      payload: { name: 'Night\u0000shift' },
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().errors.name).toEqual([NUL_MESSAGE]);
    expect(await countRows('job_types')).toBe(before);
  });
});

describe('half of a UTF-16 pair (an unpaired surrogate)', () => {
  it('is refused in a search and in a body field with 422, and nothing is stored', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/jobs/all?s=%ED%A0%80x' });
    // A browser cannot send one in a URL (it is not UTF-8): the decoder makes it U+FFFD.
    expect(search.statusCode).toBe(200);

    const before = await countRows('job_types');
    for (const name of ['Night\ud800shift', 'Night\udc00shift', 'Night shift\ud83d']) {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/job-types',
        headers: { ...auth(), 'content-type': 'application/json' },
        payload: JSON.stringify({ name }),
      });
      expect(create.statusCode, name).toBe(422);
      expect(create.json().errors.name).toEqual([UNPAIRED_SURROGATE_MESSAGE]);
    }
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-types',
      headers: auth(),
      payload: { name: 'Night shift \ud83c\udf19' },
    });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(await countRows('job_types')).toBe(before + 1);
  });
});
