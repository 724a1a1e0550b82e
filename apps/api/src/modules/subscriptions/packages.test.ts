import { AUTH_MESSAGES, SUBSCRIPTION_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner } from '../../testing/partners-fixtures.js';
import {
  insertFeature,
  insertInvoice,
  insertPackage,
  insertSubscription,
} from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let freeId: number;
let jobPosts: number;
let support: number;
let analytics: number;

const auth = () => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth(), payload });
const form = (url: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

function multipart(fields: [string, string][]) {
  const boundary = '----subscriptionstest';
  const payload =
    fields
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const packageRow = (id: number) =>
  t.database.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
const featureIdsOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('package_features')
      .select('feature_id')
      .where('package_id', '=', id)
      .orderBy('feature_id')
      .execute()
  ).map((row) => row.feature_id);
const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'summary'])
    .where('entity', '=', 'package')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  jobPosts = await insertFeature(t.database.db, { name: 'Up to 3 job posts' });
  support = await insertFeature(t.database.db, { name: 'Email support' });
  analytics = await insertFeature(t.database.db, {
    name: 'Applicant analytics',
    config_name: 'applicant_analytics',
    is_display: 0,
  });
  freeId = await insertPackage(t.database.db, { name: 'Free', price_cents: 0 }, [jobPosts]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/packages', () => {
  it('lists every package by id with its features', async () => {
    expect(freeId).toBe(1);
    const standard = await insertPackage(
      t.database.db,
      { name: 'Standard', price_cents: 2_999, subscription_type: 'annual', is_active: 0 },
      [support, jobPosts],
    );
    const response = await t.app.inject({ url: '/api/admin/packages', headers: auth() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.slice(0, 2)).toEqual([
      {
        id: 1,
        name: 'Free',
        price: 0,
        subscription_type: 'monthly',
        active: true,
        features: [{ id: jobPosts, name: 'Up to 3 job posts' }],
      },
      {
        id: standard,
        name: 'Standard',
        price: 29.99,
        subscription_type: 'annual',
        active: false,
        features: [
          { id: jobPosts, name: 'Up to 3 job posts' },
          { id: support, name: 'Email support' },
        ],
      },
    ]);
    expect(Object.keys(body)).toEqual(['data']);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ url: '/api/admin/packages' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('POST /api/admin/packages', () => {
  it('creates a package from JSON, stores the price in cents, and audits it', async () => {
    const response = await post('/api/admin/packages', {
      name: ' Gold ',
      price: 19.99,
      subscription_type: 'monthly',
      is_active: true,
      features: [support, jobPosts, support],
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Gold',
      price: 19.99,
      subscription_type: 'monthly',
      active: true,
      features: [
        { id: jobPosts, name: 'Up to 3 job posts' },
        { id: support, name: 'Email support' },
      ],
    });
    expect(await packageRow(data.id)).toMatchObject({ price_cents: 1999, is_active: 1 });
    const audit = await auditOf(data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'package' });
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      after: {
        name: 'Gold',
        price: 19.99,
        subscription_type: 'monthly',
        is_active: true,
        features: [jobPosts, support],
      },
    });
  });

  it('accepts a form with features[] fields and a form boolean', async () => {
    const response = await form(
      '/api/admin/packages',
      `name=Silver&price=5.5&subscription_type=annual&is_active=0&features%5B%5D=${support}&features%5B%5D=${analytics}`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Silver',
      price: 5.5,
      subscription_type: 'annual',
      active: false,
      features: [
        { id: support, name: 'Email support' },
        { id: analytics, name: 'Applicant analytics' },
      ],
    });
  });

  it('accepts repeated features fields, in a form and in multipart, one value included', async () => {
    const repeated = await form(
      '/api/admin/packages',
      `name=Bronze&price=1&subscription_type=monthly&features=${jobPosts}&features=${support}`,
    );
    expect(repeated.statusCode).toBe(201);
    expect(await featureIdsOf(repeated.json().data.id)).toEqual([jobPosts, support]);

    const single = await form(
      '/api/admin/packages',
      `name=Copper&price=1&subscription_type=monthly&features=${support}`,
    );
    expect(await featureIdsOf(single.json().data.id)).toEqual([support]);
    expect(single.json().data.active).toBe(true);

    const { payload, headers } = multipart([
      ['name', 'Platinum'],
      ['price', '99'],
      ['subscription_type', 'annual'],
      ['is_active', 'true'],
      ['features[]', String(jobPosts)],
      ['features[]', String(analytics)],
    ]);
    const parts = await t.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: { ...auth(), ...headers },
      payload,
    });
    expect(parts.statusCode).toBe(201);
    expect(await featureIdsOf(parts.json().data.id)).toEqual([jobPosts, analytics]);
  });

  it('names every missing field', async () => {
    const response = await post('/api/admin/packages', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      price: ['The price field is required.'],
      subscription_type: ['The subscription type field is required.'],
    });
  });

  it.each([
    [{ price: -1 }, 'price', 'The price cannot be negative.'],
    [{ price: 1.234 }, 'price', 'The price can have at most two decimals.'],
    [{ price: 'ten' }, 'price', 'The price field must be a number.'],
    [
      { subscription_type: 'weekly' },
      'subscription_type',
      'The subscription type must be monthly or annual.',
    ],
    [{ is_active: 'maybe' }, 'is_active', 'The active field must be true or false.'],
    [{ features: ['abc'] }, 'features', 'The features must be a list of feature ids.'],
    [{ features: [999_999] }, 'features', SUBSCRIPTION_MESSAGES.unknownFeatures([999_999])],
  ])('rejects %j with 422 on %s', async (change, field, message) => {
    const response = await post('/api/admin/packages', {
      name: 'Invalid',
      price: 10,
      subscription_type: 'monthly',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect(
      await t.database.db
        .selectFrom('packages')
        .select('id')
        .where('name', '=', 'Invalid')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a name already used, whatever its case', async () => {
    const response = await post('/api/admin/packages', {
      name: 'FREE',
      price: 1,
      subscription_type: 'monthly',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      result: false,
      message: SUBSCRIPTION_MESSAGES.packageNameTaken('FREE'),
    });
  });
});

describe('PUT /api/admin/packages/:id', () => {
  it('changes only the fields sent, through POST with _method=PUT, and audits them', async () => {
    const id = await insertPackage(
      t.database.db,
      { name: 'Starter', price_cents: 500, subscription_type: 'monthly' },
      [jobPosts],
    );
    const response = await post(`/api/admin/packages/${id}`, { _method: 'PUT', price: '7.25' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id,
        name: 'Starter',
        price: 7.25,
        subscription_type: 'monthly',
        active: true,
        features: [{ id: jobPosts, name: 'Up to 3 job posts' }],
      },
    });

    const all = await form(
      `/api/admin/packages/${id}`,
      `_method=PUT&name=Starter+Plus&price=8&subscription_type=annual&is_active=false&features%5B%5D=${support}`,
    );
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({
      id,
      name: 'Starter Plus',
      price: 8,
      subscription_type: 'annual',
      active: false,
      features: [{ id: support, name: 'Email support' }],
    });

    const cleared = await post(`/api/admin/packages/${id}`, { _method: 'PUT', features: [] });
    expect(cleared.json().data.features).toEqual([]);

    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['update', 'update', 'update']);
    expect(JSON.parse(audit[0]!.summary!)).toEqual({
      name: 'Starter',
      before: { price: 5 },
      after: { price: 7.25 },
    });
  });

  it('accepts a real PUT and keeps the name when only its case changes', async () => {
    const id = await insertPackage(t.database.db, { name: 'casual' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/packages/${id}`,
      headers: auth(),
      payload: { name: 'Casual' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Casual');
  });

  it('refuses another package’s name, unknown features and bad values', async () => {
    const id = await insertPackage(t.database.db, { name: 'Renamed' });
    const taken = await post(`/api/admin/packages/${id}`, { _method: 'PUT', name: 'free' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SUBSCRIPTION_MESSAGES.packageNameTaken('free'));

    const unknown = await post(`/api/admin/packages/${id}`, {
      _method: 'PUT',
      features: [jobPosts, 888_888],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      features: [SUBSCRIPTION_MESSAGES.unknownFeatures([888_888])],
    });

    const blank = await post(`/api/admin/packages/${id}`, {
      _method: 'PUT',
      name: ' ',
      price: 0.001,
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name', 'price']);
    expect((await packageRow(id))?.name).toBe('Renamed');
  });

  it('answers 404 for an unknown package and for a bad id', async () => {
    const missing = await post('/api/admin/packages/999999', { _method: 'PUT', name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      result: false,
      message: SUBSCRIPTION_MESSAGES.packageNotFound,
    });
    expect((await post('/api/admin/packages/abc', { _method: 'PUT', name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/admin/packages/:id', () => {
  it('deletes an unused package with its feature links, through _method=DELETE, and audits it', async () => {
    const id = await insertPackage(t.database.db, { name: 'Short-lived' }, [jobPosts, support]);
    const response = await post(`/api/admin/packages/${id}`, { _method: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: 'Package deleted successfully.',
      data: null,
      bulk_id: expect.any(String),
    });
    expect(await packageRow(id)).toBeUndefined();
    expect(await featureIdsOf(id)).toEqual([]);
    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, JSON.parse(row.summary!)])).toEqual([
      [
        'delete',
        {
          trash_id: expect.any(Number),
          bulk_id: expect.any(String),
          before: {
            name: 'Short-lived',
            price: 10,
            subscription_type: 'monthly',
            is_active: true,
            features: [jobPosts, support],
          },
        },
      ],
    ]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/packages/${id}`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('never deletes package 1', async () => {
    const response = await post(`/api/admin/packages/${freeId}`, { _method: 'DELETE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SUBSCRIPTION_MESSAGES.protectedPackage);
    expect(await packageRow(freeId)).toBeDefined();
  });

  it('keeps a package that has invoices or subscriptions, saying how many, and changes nothing', async () => {
    const partner = await insertPartner(t.database.db);
    const invoiced = await insertPackage(t.database.db, { name: 'Invoiced' }, [support]);
    await insertInvoice(t.database.db, { partner_id: partner, package_id: invoiced });
    await insertInvoice(t.database.db, { partner_id: partner, package_id: invoiced, is_paid: 0 });
    await insertSubscription(t.database.db, { partner_id: partner, package_id: invoiced });

    const response = await post(`/api/admin/packages/${invoiced}`, { _method: 'DELETE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This package cannot be deleted because 2 invoices and 1 partner subscription refer to it. Deactivate it instead.',
    );
    expect(await packageRow(invoiced)).toMatchObject({ is_active: 1 });
    expect(await featureIdsOf(invoiced)).toEqual([support]);
    expect(await auditOf(invoiced)).toEqual([]);

    const subscribed = await insertPackage(t.database.db, { name: 'Subscribed' });
    await insertSubscription(t.database.db, { partner_id: partner, package_id: subscribed });
    const onlySubscription = await post(`/api/admin/packages/${subscribed}`, { _method: 'DELETE' });
    expect(onlySubscription.statusCode).toBe(409);
    expect(onlySubscription.json().message).toBe(
      'This package cannot be deleted because 1 partner subscription refers to it. Deactivate it instead.',
    );
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/packages/2',
      payload: { _method: 'DELETE' },
    });
    expect(response.statusCode).toBe(401);
  });
});
