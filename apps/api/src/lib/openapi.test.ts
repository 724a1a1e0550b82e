import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
};

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every endpoint of the registry under its path, method and name', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: operation.operationId,
        route: `${method.toUpperCase()} ${path}`,
      })),
    );
    expect(operations).toHaveLength(allEndpoints.length);
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:([a-z_]+)/gi, '{$1}');
      expect(operations, endpoint.name).toContainEqual({
        name: endpoint.name,
        route: `${endpoint.method} ${path}`,
      });
    }
  });
});
