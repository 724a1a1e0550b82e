import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { defineEndpoints } from '@job-board/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { defineRoute } from '../lib/route.js';
import { BODY_NOT_AN_OBJECT } from '../lib/validation.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { registerBodyParsers } from './body-parsers.js';
import { registerErrorHandling } from './error-handler.js';
import { registerRoutes } from './routes.js';

// The routing pipeline on its own, with routes made for the test and the real app's database.
let t: TestApp;
let app: FastifyInstance;
let token: string;
const calls: { method: string; body: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await registerBodyParsers(app);
  // The test endpoints declare no response schema, so their handlers' answers are untyped.
  const record =
    (method: string) =>
    async ({ body }: { body: unknown }) => {
      calls.push({ method, body });
      return { result: true, method, body } as never;
    };
  const body = z.object({ name: z.string().trim().min(1, 'Enter a name.') });
  const things = defineEndpoints('test', {
    update: {
      method: 'PUT',
      path: '/things/:id',
      access: 'admin',
      permission: 'jobs.write',
      summary: 'update',
      body,
    },
    delete: {
      method: 'DELETE',
      path: '/things/:id',
      access: 'admin',
      permission: 'jobs.write',
      summary: 'delete',
    },
    create: {
      method: 'POST',
      path: '/things',
      access: 'admin',
      permission: 'jobs.write',
      summary: 'create',
      body,
      status: 201,
    },
    boom: { method: 'GET', path: '/boom', access: 'public', summary: 'fails' },
    conflict: { method: 'GET', path: '/conflict', access: 'public', summary: 'conflicts' },
  });
  registerRoutes(app, t.app.deps, [
    defineRoute(things.update).handle(record('PUT')),
    defineRoute(things.delete).handle(record('DELETE')),
    defineRoute(things.create).handle(record('POST')),
    defineRoute(things.boom).handle(async () => {
      throw new Error('database password is hunter2');
    }),
    defineRoute(things.conflict).handle(async () => {
      throw AppError.conflict('That name is taken.');
    }),
  ]);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

function multipart(fields: Record<string, string>) {
  const boundary = '----jobboardtest';
  const payload =
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('method override', () => {
  it('runs the PUT route for a JSON POST with _method=PUT, without passing _method on', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/7',
      headers: auth(),
      payload: { _method: 'PUT', name: ' Lamp ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, method: 'PUT', body: { name: 'Lamp' } });
  });

  it('accepts urlencoded and multipart bodies, with exact method names only', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/things/7',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&name=Desk',
    });
    expect(form.json()).toMatchObject({ method: 'PUT', body: { name: 'Desk' } });
    const lowerCase = await app.inject({
      method: 'POST',
      url: '/things/7',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=put&name=Desk',
    });
    expect(lowerCase.statusCode).toBe(405);

    const { payload, headers } = multipart({ _method: 'DELETE' });
    const deleted = await app.inject({
      method: 'POST',
      url: '/things/7',
      headers: { ...auth(), ...headers },
      payload,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ method: 'DELETE' });
  });

  it('accepts the real PUT, PATCH and DELETE methods', async () => {
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/things/7',
        headers: auth(),
        payload: { name: 'Chair' },
      });
      expect(response.json()).toMatchObject({ method: 'PUT' });
    }
    const response = await app.inject({ method: 'DELETE', url: '/things/7', headers: auth() });
    expect(response.json()).toMatchObject({ method: 'DELETE' });
  });

  it('answers 405 to an unknown _method, to a missing one, and to one the URL does not have', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/things/7',
      headers: auth(),
      payload: { _method: 'TRACE' },
    });
    expect(unknown.statusCode).toBe(405);
    expect(unknown.json().result).toBe(false);
    expect(
      (await app.inject({ method: 'POST', url: '/things/7', headers: auth(), payload: {} }))
        .statusCode,
    ).toBe(405);
    const onCreate = await app.inject({
      method: 'POST',
      url: '/things',
      headers: auth(),
      payload: { _method: 'PUT', name: 'x' },
    });
    expect(onCreate.statusCode).toBe(405);
  });

  it('applies the target route’s access rule and anti-forgery check', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/things/7',
      payload: { _method: 'DELETE' },
    });
    expect(anonymous.statusCode).toBe(401);

    const { cookies } = await t.csrfSession();
    const withCookieOnly = await app.inject({
      method: 'POST',
      url: '/things/7',
      cookies,
      payload: { _method: 'DELETE' },
    });
    expect(withCookieOnly.statusCode).toBe(419);
  });

  it('validates the body of the overridden route with 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/7',
      headers: auth(),
      payload: { _method: 'PUT', name: '  ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      result: false,
      message: 'Enter a name.',
      errors: { name: ['Enter a name.'] },
    });
  });

  it('answers 201 where a route creates', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: auth(),
      payload: { name: 'Rug' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('error bodies', () => {
  it('masks unexpected errors as 500 without internals', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ result: false, message: 'Something went wrong.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('turns an AppError into its status and message', async () => {
    const response = await app.inject({ url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ result: false, message: 'That name is taken.' });
  });

  it('answers malformed JSON with 400 and an unknown route with 404', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ result: false, message: 'The request body is not valid JSON.' });

    const missing = await app.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: false, message: 'There is no GET /nowhere here.' });
  });

  it('answers a plain-text body with 415, not as a string the route cannot read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { ...auth(), 'content-type': 'text/plain' },
      payload: 'name=Lamp',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      result: false,
      message: 'This content type is not supported; send JSON, a form or multipart data.',
    });
    expect(calls.some((call) => call.body === 'name=Lamp')).toBe(false);
  });

  it.each([['[{"name":"Lamp"}]'], ['"Lamp"'], ['42'], ['true']])(
    'answers a JSON body that is not an object (%s) with 400',
    async (payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/things',
        headers: { ...auth(), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ result: false, message: BODY_NOT_AN_OBJECT });
    },
  );

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { ...auth(), 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().result).toBe(false);
  });
});
