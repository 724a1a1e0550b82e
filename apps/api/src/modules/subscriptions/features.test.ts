import { AUTH_MESSAGES, SUBSCRIPTION_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFeature, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let systemId: number;

const auth = () => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth(), payload });
const featureRow = (id: number) =>
  t.database.db.selectFrom('features').selectAll().where('id', '=', id).executeTakeFirst();
const auditOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('entity', '=', 'feature')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((row) => [row.action, JSON.parse(row.summary ?? 'null')]);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  systemId = await insertFeature(t.database.db, {
    name: 'Premium post durations',
    config_name: 'premium_post_durations',
    is_display: 0,
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/features', () => {
  it('lists every feature by id with its config name and display flag', async () => {
    const display = await insertFeature(t.database.db, {
      name: 'Email support',
      config_name: 'email_support',
    });
    const response = await t.app.inject({ url: '/api/admin/features', headers: auth() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: systemId,
          name: 'Premium post durations',
          config: 'premium_post_durations',
          display: false,
        },
        { id: display, name: 'Email support', config: 'email_support', display: true },
      ],
    });
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ url: '/api/admin/features' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('POST /api/admin/features', () => {
  it('creates a display-only feature and audits it', async () => {
    const response = await post('/api/admin/features', {
      name: ' Dedicated manager ',
      config_name: 'dedicated-manager',
      display: false,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Dedicated manager',
      config: 'dedicated-manager',
      display: true,
    });
    expect(await featureRow(data.id)).toMatchObject({ is_display: 1 });
    expect(await auditOf(data.id)).toEqual([
      ['create', { after: { name: 'Dedicated manager', config_name: 'dedicated-manager' } }],
    ]);
  });

  it('accepts a form body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/features',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Job+alerts&config_name=job_alerts',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Job alerts', config: 'job_alerts' });
  });

  it('names every missing field', async () => {
    const response = await post('/api/admin/features', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      config_name: ['The config name field is required.'],
    });
  });

  it.each([
    ['Has Spaces'],
    ['UPPER'],
    ['double__underscore'],
    ['-leading'],
    ['trailing_'],
    ['dot.ted'],
  ])('rejects the config name %s', async (config_name) => {
    const response = await post('/api/admin/features', { name: 'Bad', config_name });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['config_name']);
    expect(response.json().errors.config_name[0]).toContain('lower-case letters and digits');
  });

  it('refuses a config name already used', async () => {
    const response = await post('/api/admin/features', {
      name: 'Another',
      config_name: 'premium_post_durations',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      result: false,
      message: 'A feature with the config name "premium_post_durations" already exists.',
    });
  });
});

describe('PUT /api/admin/features/:id', () => {
  it('renames a display-only feature and changes its config name, through _method=PUT', async () => {
    const id = await insertFeature(t.database.db, { name: 'Old', config_name: 'old_name' });
    const renamed = await post(`/api/admin/features/${id}`, { _method: 'PUT', name: 'New' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      data: { id, name: 'New', config: 'old_name', display: true },
    });

    const moved = await post(`/api/admin/features/${id}`, {
      _method: 'PUT',
      name: 'New',
      config_name: 'new_name',
    });
    expect(moved.json().data).toEqual({ id, name: 'New', config: 'new_name', display: true });
    expect(await auditOf(id)).toEqual([
      ['update', { name: 'New', before: { name: 'Old' }, after: { name: 'New' } }],
      [
        'update',
        { name: 'New', before: { config_name: 'old_name' }, after: { config_name: 'new_name' } },
      ],
    ]);
  });

  it('renames a system feature but refuses to change its config name', async () => {
    const renamed = await post(`/api/admin/features/${systemId}`, {
      _method: 'PUT',
      name: 'Premium durations',
      config_name: 'premium_post_durations',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({
      id: systemId,
      name: 'Premium durations',
      config: 'premium_post_durations',
      display: false,
    });

    const moved = await post(`/api/admin/features/${systemId}`, {
      _method: 'PUT',
      name: 'Premium durations',
      config_name: 'premium',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(SUBSCRIPTION_MESSAGES.systemFeatureConfig);
    expect(await featureRow(systemId)).toMatchObject({ config_name: 'premium_post_durations' });
  });

  it('refuses a config name of another feature, a blank name, and unknown ids', async () => {
    const id = await insertFeature(t.database.db);
    const taken = await post(`/api/admin/features/${id}`, {
      _method: 'PUT',
      name: 'X',
      config_name: 'premium_post_durations',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      SUBSCRIPTION_MESSAGES.featureConfigTaken('premium_post_durations'),
    );

    const blank = await post(`/api/admin/features/${id}`, { _method: 'PUT', name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['The name field is required.'] });

    const missing = await post('/api/admin/features/999999', { _method: 'PUT', name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SUBSCRIPTION_MESSAGES.featureNotFound);
    expect((await post('/api/admin/features/0', { _method: 'PUT', name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/admin/features/:id', () => {
  it('deletes a display-only feature no package lists, through _method=DELETE', async () => {
    const id = await insertFeature(t.database.db, { name: 'Gone', config_name: 'gone' });
    const response = await post(`/api/admin/features/${id}`, { _method: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: 'Feature deleted successfully.',
      data: null,
      bulk_id: expect.any(String),
    });
    expect(await featureRow(id)).toBeUndefined();
    expect(await auditOf(id)).toEqual([
      [
        'delete',
        {
          trash_id: expect.any(Number),
          bulk_id: expect.any(String),
          before: { name: 'Gone', config_name: 'gone' },
        },
      ],
    ]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/features/${id}`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('never deletes a system feature', async () => {
    const response = await post(`/api/admin/features/${systemId}`, { _method: 'DELETE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SUBSCRIPTION_MESSAGES.systemFeatureDelete);
    expect(await featureRow(systemId)).toBeDefined();
  });

  it('keeps a feature that packages list, saying how many', async () => {
    const id = await insertFeature(t.database.db);
    await insertPackage(t.database.db, {}, [id]);
    await insertPackage(t.database.db, {}, [id]);
    const response = await post(`/api/admin/features/${id}`, { _method: 'DELETE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This feature cannot be deleted because 2 packages list it. Remove it from those packages first.',
    );
    expect(await featureRow(id)).toBeDefined();
    expect(await auditOf(id)).toEqual([]);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/features/${systemId}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
