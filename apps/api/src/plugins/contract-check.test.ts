import { defineEndpoints, errorBody } from '@job-board/contract';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { defineRoute } from '../lib/route.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { CHECKS_RESPONSES, registerContractCheck } from './contract-check.js';
import { registerErrorHandling } from './error-handler.js';
import { registerRoutes } from './routes.js';

// The check every API test runs through: an answer that breaks its endpoint's contract fails.
let t: TestApp;
let app: FastifyInstance;
const answer = { current: {} as unknown };

const checked = defineEndpoints('check', {
  thing: {
    method: 'GET',
    path: '/thing',
    access: 'public',
    summary: 'a thing',
    response: z.object({ data: z.object({ id: z.number().int() }) }),
  },
  refused: { method: 'GET', path: '/refused', access: 'public', summary: 'refuses' },
});

beforeAll(async () => {
  t = await buildTestApp();
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  registerContractCheck(app);
  registerRoutes(app, t.app.deps, [
    defineRoute(checked.thing).handle(async () => answer.current as never),
    defineRoute(checked.refused).handle(async () => {
      throw AppError.conflict('Already so.');
    }),
  ]);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('contract check', () => {
  it('lets an answer that matches the schema through unchanged', async () => {
    answer.current = { data: { id: 7 } };
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 7 } });
  });

  it('turns an answer with a wrong field into a 500 naming the endpoint and the field', async () => {
    answer.current = { data: { id: 'seven' } };
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/check\.thing 200: .*data\.id/);
  });

  it('refuses a status the contract does not list for the endpoint', async () => {
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/check\.refused answered 409/);
  });

  it('checks the error body of requests no endpoint served', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(errorBody.safeParse(response.json()).success).toBe(true);
  });

  it('is on in the app every API test builds', () => {
    expect(t.app.hasDecorator(CHECKS_RESPONSES)).toBe(true);
  });
});
