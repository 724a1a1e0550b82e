import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the server', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.dialect });
  });

  it('returns a request id on every response, keeping a well-formed incoming one', async () => {
    const fresh = await t.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/nowhere', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/admin' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('redirects / to /admin and serves the app for any /admin path', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/admin');
    for (const url of ['/admin', '/admin/', '/admin/kyc/12', '/admin/no/such/screen']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('serves uploaded images with their type and nosniff, and the sample profile picture', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(t.config.uploadDir, 'pixel.png'), png);
    const image = await t.app.inject({ url: '/img/uploads/pixel.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');

    const sample = await t.app.inject({ url: '/img/sample-profile.jpg' });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('image/jpeg');

    expect((await t.app.inject({ url: '/img/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/admin/auth/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/admin/kyc/verify/{id}'].post.requestBody).toBeDefined();
  });

  it('answers 405 with Allow for a known path and another method, 404 for an unknown path', async () => {
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/api/admin/kyc/verify/7' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json()).toEqual({
      result: false,
      message: 'The PUT method is not supported for /api/admin/kyc/verify/7; use POST.',
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the admin app before it is built', () => {
  it('explains how to build it instead of failing', async () => {
    const unbuilt = await buildTestApp({ adminDist: '/nonexistent' });
    try {
      const response = await unbuilt.app.inject({ url: '/admin/home' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
