import { AUTH_MESSAGES, REFERENCE_DATA_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedUpload } from '../../testing/content-fixtures.js';
import {
  insertCategory,
  insertJobType,
  insertPostDuration,
  insertSkill,
  linkSkills,
  multipartForm,
} from '../../testing/jobs-fixtures.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { insertRow } from './reference-data.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

let t: TestApp;
let token: string;
let partnerId: number;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  adminId = (await t.database.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  partnerId = await insertPartner(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: auth(), payload });
/** How the admin app sends updates and deletes: POST with `_method`. */
const override = (method: 'PUT' | 'DELETE', url: string, payload: object = {}) =>
  send('POST', url, { ...payload, _method: method });

const auditRows = (entity: string, entityId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'admin_id', 'summary'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

const iconUrl = async () => `${t.config.appUrl}${await storedUpload(t.config)}`;

/** What differs between the four kinds, for the behaviour they share. */
const KINDS = [
  {
    kind: 'categories',
    entity: 'category',
    messages: REFERENCE_DATA_MESSAGES.category,
    nameField: 'category_name',
    body: async (name: string) => ({ category_name: name, icon_url: await iconUrl() }),
    insert: (name: string) => insertCategory(t.database.db, { name }),
    useInJob: async (id: number) => insertJob(t.database.db, partnerId, { category_id: id }),
  },
  {
    kind: 'skills',
    entity: 'skill',
    messages: REFERENCE_DATA_MESSAGES.skill,
    nameField: 'name',
    body: async (name: string) => ({ name, is_hinted: true }),
    insert: (name: string) => insertSkill(t.database.db, { name }),
    useInJob: async (id: number) => {
      const jobId = await insertJob(t.database.db, partnerId);
      await linkSkills(t.database.db, jobId, [id]);
    },
  },
  {
    kind: 'job-types',
    entity: 'job-type',
    messages: REFERENCE_DATA_MESSAGES.jobType,
    nameField: 'name',
    body: async (name: string) => ({ name }),
    insert: (name: string) => insertJobType(t.database.db, { name }),
    useInJob: async (id: number) => insertJob(t.database.db, partnerId, { job_type_id: id }),
  },
  {
    kind: 'post-durations',
    entity: 'post-duration',
    messages: REFERENCE_DATA_MESSAGES.postDuration,
    nameField: 'name',
    body: async (name: string) => ({ name, duration: 20_160, is_paid: false }),
    insert: (name: string) => insertPostDuration(t.database.db, { name }),
    useInJob: async (id: number) => insertJob(t.database.db, partnerId, { post_duration_id: id }),
  },
] as const;

describe.each(KINDS)('$kind', ({ kind, entity, messages, nameField, body, insert, useInJob }) => {
  const adminUrl = `/api/admin/${kind}`;

  it('creates with 201 and an audit row, and the public list shows it', async () => {
    const response = await send('POST', adminUrl, await body(`  New ${kind}  `));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ id: expect.any(Number), name: `New ${kind}` });
    const list = (await get(`/api/${kind}/all`)).json().data;
    expect(list).toContainEqual(data);
    expect(await auditRows(entity, data.id)).toEqual([
      expect.objectContaining({ action: 'create', entity, entity_id: data.id, admin_id: adminId }),
    ]);
  });

  it('updates the fields sent, through POST with _method=PUT, with an audit row', async () => {
    const id = await insert(`Before ${kind}`);
    const response = await override('PUT', `${adminUrl}/${id}`, { [nameField]: `After ${kind}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, name: `After ${kind}` });
    const audit = await auditRows(entity, id);
    expect(audit).toEqual([expect.objectContaining({ action: 'update', entity_id: id })]);
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      before: { name: `Before ${kind}` },
      after: { name: `After ${kind}` },
    });
  });

  it('deletes through POST with _method=DELETE, with an audit row', async () => {
    const id = await insert(`Doomed ${kind}`);
    const response = await override('DELETE', `${adminUrl}/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: messages.deleted,
      data: null,
      bulk_id: expect.any(String),
    });
    const list = (await get(`/api/${kind}/all`)).json().data;
    expect(list.map((item: { id: number }) => item.id)).not.toContain(id);
    const audit = await auditRows(entity, id);
    expect(audit.map((row) => row.action)).toEqual(['delete']);
    expect(JSON.parse(audit[0]!.summary!).before).toMatchObject({ id, name: `Doomed ${kind}` });

    const again = await send('DELETE', `${adminUrl}/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ result: false, message: messages.notFound });
  });

  it('refuses to delete a record jobs use, saying how many (409), and keeps it', async () => {
    const id = await insert(`Used ${kind}`);
    await useInJob(id);
    await useInJob(id);
    const response = await send('DELETE', `${adminUrl}/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.inUse(2));
    expect(response.json().message).toContain('used by 2 jobs');
    const list = (await get(`/api/${kind}/all`)).json().data;
    expect(list.map((item: { id: number }) => item.id)).toContain(id);
    expect(await auditRows(entity, id)).toEqual([]);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    const missing = await send('PUT', `${adminUrl}/999999`, await body('Whatever'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.notFound);
    const malformed = await send('PUT', `${adminUrl}/abc`, await body('Whatever'));
    expect(malformed.statusCode).toBe(404);
  });

  it('requires a name of at most 100 characters', async () => {
    const blank = await send('POST', adminUrl, { ...(await body('x')), [nameField]: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual([nameField]);
    const long = await send('POST', adminUrl, {
      ...(await body('x')),
      [nameField]: 'n'.repeat(101),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[nameField]).toEqual([
      `The ${nameField.replace('_', ' ')} must be at most 100 characters.`,
    ]);
    const id = await insert(`Named ${kind}`);
    const cleared = await send('PUT', `${adminUrl}/${id}`, { [nameField]: '' });
    expect(cleared.statusCode).toBe(422);
  });

  it('is changed by signed-in admins only', async () => {
    const id = await insert(`Guarded ${kind}`);
    for (const [method, url] of [
      ['POST', adminUrl],
      ['PUT', `${adminUrl}/${id}`],
      ['DELETE', `${adminUrl}/${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: await body('Intruder') });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
    }
  });
});

describe.each(KINDS.filter((k) => k.kind !== 'post-durations'))(
  'unique names of $kind',
  ({ kind, messages, nameField, body, insert }) => {
    const adminUrl = `/api/admin/${kind}`;

    it('refuses a name another record has, whatever its case (409)', async () => {
      await insert(`Taken ${kind}`);
      const created = await send('POST', adminUrl, await body(`TAKEN ${kind.toUpperCase()}`));
      expect(created.statusCode).toBe(409);
      expect(created.json().message).toBe(messages.duplicate(`TAKEN ${kind.toUpperCase()}`));

      const other = await insert(`Other ${kind}`);
      const renamed = await send('PUT', `${adminUrl}/${other}`, {
        [nameField]: `taken ${kind}`,
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().message).toBe(messages.duplicate(`taken ${kind}`));
    });

    it('lets a record change the case of its own name', async () => {
      const id = await insert(`casing ${kind}`);
      const response = await send('PUT', `${adminUrl}/${id}`, { [nameField]: `Casing ${kind}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.name).toBe(`Casing ${kind}`);
    });
  },
);

describe('post durations', () => {
  it('lists {id, name, duration, premium} ordered by name, for anyone', async () => {
    const a = await insertPostDuration(t.database.db, { name: 'aa week', duration: 10_080 });
    const b = await insertPostDuration(t.database.db, {
      name: 'AB months',
      duration: 86_400,
      is_paid: 1,
    });
    const response = await get('/api/post-durations/all');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const names = data.map((d: { name: string }) => d.name);
    expect(names).toEqual(
      [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
    expect(data.slice(0, 2)).toEqual([
      { id: a, name: 'aa week', duration: 10_080, premium: false },
      { id: b, name: 'AB months', duration: 86_400, premium: true },
    ]);
  });

  it('allows two durations with the same name', async () => {
    await insertPostDuration(t.database.db, { name: 'Twice' });
    const response = await send('POST', '/api/admin/post-durations', {
      name: 'twice',
      duration: 60,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      name: 'twice',
      duration: 60,
      premium: false,
    });
  });

  it('takes form bodies and stores is_paid as premium', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/post-durations',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Quarter&duration=129600&is_paid=1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ duration: 129_600, premium: true });
    const id = response.json().data.id;
    const updated = await override('PUT', `/api/admin/post-durations/${id}`, { is_paid: false });
    expect(updated.json().data).toEqual({ id, name: 'Quarter', duration: 129_600, premium: false });
  });

  it.each([
    [0, REFERENCE_DATA_MESSAGES.postDuration.durationRange],
    [5_256_001, REFERENCE_DATA_MESSAGES.postDuration.durationRange],
    [1.5, 'The duration field must be a whole number.'],
    ['abc', 'The duration field must be a number.'],
    [undefined, 'The duration field is required.'],
  ])('refuses duration %s with 422', async (duration, message) => {
    const response = await send('POST', '/api/admin/post-durations', { name: 'Odd', duration });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ duration: [message] });
  });

  it('checks the duration sent with an update too, keeping the stored one', async () => {
    const id = await insertPostDuration(t.database.db, { name: 'Steady', duration: 10_080 });
    const response = await override('PUT', `/api/admin/post-durations/${id}`, { duration: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      duration: [REFERENCE_DATA_MESSAGES.postDuration.durationRange],
    });
    const list = (await get('/api/post-durations/all')).json().data;
    expect(list).toContainEqual({ id, name: 'Steady', duration: 10_080, premium: false });
  });

  it('accepts the limits 1 and 5,256,000 minutes', async () => {
    for (const duration of [1, 5_256_000]) {
      const response = await send('POST', '/api/admin/post-durations', {
        name: `Limit ${duration}`,
        duration,
      });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('categories', () => {
  it('lists {id, name, icon} A–Z with absolute icon URLs, for anyone', async () => {
    const icon = await storedUpload(t.config);
    const zebra = await insertCategory(t.database.db, { name: 'Zebra care', icon });
    const apple = await insertCategory(t.database.db, { name: 'apple picking', icon: null });
    const response = await get('/api/categories/all');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; name: string }[];
    expect(data.find((c) => c.id === zebra)).toEqual({
      id: zebra,
      name: 'Zebra care',
      icon: `${t.config.appUrl}${icon}`,
    });
    expect(data.find((c) => c.id === apple)).toEqual({
      id: apple,
      name: 'apple picking',
      icon: null,
    });
    const names = data.map((c) => c.name);
    expect(names.indexOf('apple picking')).toBeLessThan(names.indexOf('Zebra care'));
    expect(names).toEqual(
      [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
  });

  it('stores the uploaded icon’s path and answers with its absolute URL', async () => {
    const path = await storedUpload(t.config);
    const response = await send('POST', '/api/admin/categories', {
      category_name: 'Gardening',
      icon_url: `http://some-other-origin.example${path}`,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Gardening',
      icon: `${t.config.appUrl}${path}`,
    });
    const row = await t.database.db
      .selectFrom('categories')
      .select('icon')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.icon).toBe(path);
  });

  it('requires an icon on create, and only an upload of this site', async () => {
    const missing = await send('POST', '/api/admin/categories', { category_name: 'No icon' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      icon_url: [REFERENCE_DATA_MESSAGES.category.iconRequired],
    });
    for (const icon_url of [
      'https://evil.example/x.png',
      `${t.config.appUrl}/img/uploads/0123456789abcdef.png`,
      `${t.config.appUrl}/img/uploads/../secrets.png`,
    ]) {
      const response = await send('POST', '/api/admin/categories', {
        category_name: 'Bad icon',
        icon_url,
      });
      expect(response.statusCode, icon_url).toBe(422);
      expect(response.json().errors).toEqual({
        icon_url: [REFERENCE_DATA_MESSAGES.category.iconNotUploaded],
      });
    }
    const names = (await get('/api/categories/all'))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Bad icon');
  });

  it('takes multipart forms for create, update (_method=PUT) and delete (_method=DELETE)', async () => {
    const icon = await storedUpload(t.config);
    const send = (url: string, fields: [string, string][]) => {
      const { payload, headers } = multipartForm(fields);
      return t.app.inject({ method: 'POST', url, headers: { ...auth(), ...headers }, payload });
    };
    const created = await send('/api/admin/categories', [
      ['category_name', 'Carpentry'],
      ['icon_url', `${t.config.appUrl}${icon}`],
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const updated = await send(`/api/admin/categories/${id}`, [
      ['_method', 'PUT'],
      ['category_name', 'Joinery'],
    ]);
    expect(updated.json().data).toEqual({ id, name: 'Joinery', icon: `${t.config.appUrl}${icon}` });
    const deleted = await send(`/api/admin/categories/${id}`, [['_method', 'DELETE']]);
    expect(deleted.json()).toEqual({
      result: true,
      message: REFERENCE_DATA_MESSAGES.category.deleted,
      data: null,
      bulk_id: expect.any(String),
    });
  });

  it('keeps the icon when an update sends none, and replaces it when one is sent', async () => {
    const first = await storedUpload(t.config);
    const id = await insertCategory(t.database.db, { name: 'Icons', icon: first });
    const renamed = await override('PUT', `/api/admin/categories/${id}`, {
      category_name: 'Icons renamed',
      icon_url: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({
      id,
      name: 'Icons renamed',
      icon: `${t.config.appUrl}${first}`,
    });
    const second = await storedUpload(t.config);
    const replaced = await override('PUT', `/api/admin/categories/${id}`, { icon_url: second });
    expect(replaced.json().data.icon).toBe(`${t.config.appUrl}${second}`);
    const bad = await override('PUT', `/api/admin/categories/${id}`, {
      icon_url: 'https://evil.example/x.png',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('skills', () => {
  it('lists {id, name, visible} A–Z, visible being the hinted flag', async () => {
    const hinted = await insertSkill(t.database.db, { name: 'Bash scripting', is_hinted: 1 });
    const plain = await insertSkill(t.database.db, { name: 'awk', is_hinted: 0 });
    const data = (await get('/api/skills/all')).json().data as { id: number; name: string }[];
    expect(data.find((s) => s.id === hinted)).toEqual({
      id: hinted,
      name: 'Bash scripting',
      visible: true,
    });
    expect(data.find((s) => s.id === plain)).toEqual({ id: plain, name: 'awk', visible: false });
    const names = data.map((s) => s.name);
    expect(names.indexOf('awk')).toBeLessThan(names.indexOf('Bash scripting'));
  });

  it('creates unhinted skills unless told, and flips the flag on update', async () => {
    const created = await send('POST', '/api/admin/skills', { name: 'Rust' });
    expect(created.json().data).toEqual({ id: expect.any(Number), name: 'Rust', visible: false });
    const id = created.json().data.id;
    const hinted = await override('PUT', `/api/admin/skills/${id}`, { is_hinted: true });
    expect(hinted.json().data).toEqual({ id, name: 'Rust', visible: true });
    const wrong = await override('PUT', `/api/admin/skills/${id}`, { is_hinted: 'perhaps' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      is_hinted: ['The is hinted field must be true or false.'],
    });
  });
});

describe('job types', () => {
  it('lists {id, name} A–Z', async () => {
    const b = await insertJobType(t.database.db, { name: 'Bartending shift' });
    const a = await insertJobType(t.database.db, { name: 'apprenticeship' });
    const data = (await get('/api/job-types/all')).json().data as { id: number; name: string }[];
    expect(data.find((d) => d.id === a)).toEqual({ id: a, name: 'apprenticeship' });
    const ids = data.map((d) => d.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
  });
});

describe('names racing between the check and the write', () => {
  it('are refused by the case-insensitive unique index, recognised as a duplicate', async () => {
    await insertJobType(t.database.db, { name: 'Seasonal' });
    const error = await insertRow(
      t.database.db,
      'job_types',
      { name: 'SEASONAL' },
      new Date().toISOString(),
    ).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
