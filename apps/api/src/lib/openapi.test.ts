import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints, endpoints } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: { description?: string; content: Record<string, Record<string, unknown>> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};
let document: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
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

  it('documents the intake API with its API key and scope, and admin endpoints with theirs', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'jbk_…',
    });
    const submit = document.paths['/api/platform/kyc-verifications']!.post!;
    const show = document.paths['/api/platform/kyc-verifications/{id}']!.get!;
    expect(submit.security).toEqual([{ apiKey: ['kyc.submit'] }]);
    expect(show.security).toEqual([{ apiKey: ['kyc.read'] }]);
    expect(submit.responses['419']).toBeUndefined();
    expect(document.paths['/api/admin/api-keys']!.get!.security).toEqual([
      { bearer: [] },
      { session: [] },
    ]);
  });

  it('describes the KYC submission’s multipart body, with an example request and answer', () => {
    const submit = document.paths['/api/platform/kyc-verifications']!.post!;
    expect(submit.requestBody!.description).toContain('id_front');
    const media = submit.requestBody!.content['multipart/form-data']!;
    expect(media.encoding).toEqual({
      id_front: { contentType: 'image/jpeg, image/png, image/webp' },
      selfie: { contentType: 'image/jpeg, image/png, image/webp' },
    });
    expect(media.example).toMatchObject({ user_id: 42, id_type: 'Passport' });
    // The example answer is one the contract allows.
    const example = submit.responses['201']!.content!['application/json']!.example;
    expect(endpoints.platform.submitKyc.response.safeParse(example).success).toBe(true);
  });
});
