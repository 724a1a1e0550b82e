import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { acceptedEncoding, COMPRESS_MIN_BYTES, registerJsonCompression } from './compression.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// The OpenAPI document is a large JSON answer; /healthz a small one.
const LARGE = '/api/docs';

describe('JSON answers', () => {
  it('are compressed with brotli above the size threshold, varying on Accept-Encoding', async () => {
    const plain = await t.app.inject({ url: LARGE });
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const compressed = await t.app.inject({
      url: LARGE,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('are gzipped for a client that takes only gzip', async () => {
    const response = await t.app.inject({ url: LARGE, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('are sent as they are below the threshold', async () => {
    const response = await t.app.inject({
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('a compressed answer with an ETag', () => {
  it('carries the tag as weak, and the client holding it still gets 304', async () => {
    const app = Fastify();
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('ETag', '"abc"');
      return payload;
    });
    registerJsonCompression(app);
    app.get('/list', async () => ({ items: 'x'.repeat(COMPRESS_MIN_BYTES) }));
    const compressed = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe('W/"abc"');
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers.etag).toBe('"abc"');
    await app.close();
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
