import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { HASHED_ASSET_CACHE, UNHASHED_FILE_CACHE } from './admin-app.js';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './route-preloads.js';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
const SCRIPT_PATH = '/admin/assets/main-AbC123.js';
const SMALL_SCRIPT = 'export const small = 1;\n';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"><title>icon</title></svg>';

/** What the admin build lists as each screen's chunks (apps/admin/build/route-preloads.ts). */
const PRELOADS: RoutePreloads = {
  layout: ['assets/app-layout-1.js', 'assets/query-1.js'],
  routes: [
    { path: 'forgot-password', signedIn: false, files: ['assets/forgot-1.js'] },
    { path: '*', signedIn: true, files: ['assets/not-found-1.js'] },
    { path: 'users', signedIn: true, files: ['assets/users-1.js', 'assets/shared-1.js'] },
    { path: 'users/:id', signedIn: true, files: ['assets/user-record-1.js', 'assets/shared-1.js'] },
  ],
};

/** A build as Vite writes it: hashed files under assets/ with their .br and .gz copies. */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content="" /></head><body><div id="root"></div></body></html>',
  );
  const script = path.join(dist, 'assets', 'main-AbC123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'small-XyZ789.js'), SMALL_SCRIPT);
  writeFileSync(path.join(dist, 'favicon.svg'), ICON);
  writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminDist: writeBuild() });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the admin app files', () => {
  it('sends the brotli copy to a browser that accepts it, varying on Accept-Encoding', async () => {
    const response = await get(SCRIPT_PATH, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when neither is', async () => {
    const gzipped = await get(SCRIPT_PATH, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(SCRIPT_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/admin/assets/small-XyZ789.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL_SCRIPT);
  });

  it('caches hashed assets for a year as immutable, other files for an hour', async () => {
    expect((await get(SCRIPT_PATH, 'br')).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(HASHED_ASSET_CACHE).toContain('immutable');
    const icon = await get('/admin/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(UNHASHED_FILE_CACHE);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('keeps nosniff on scripts and the full policy on other files', async () => {
    const script = await get(SCRIPT_PATH, 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const icon = await get('/admin/favicon.svg');
    expect(String(icon.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers 404 for an asset that is not in the build, and never serves a copy by name', async () => {
    expect((await get('/admin/assets/gone-123.js')).statusCode).toBe(404);
    expect((await get(`${SCRIPT_PATH}.br`)).statusCode).toBe(404);
    expect((await get('/admin/index.html')).body).not.toContain('content=""');
  });

  it('still serves the page with its anti-forgery token for every screen', async () => {
    const page = await get('/admin/users', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/<meta name="csrf-token" content="[\w-]{20,}" \/>/);
  });
});

describe('the chunks a page names for its first screen', () => {
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
  const page = async (url: string, cookies?: Record<string, string>) => {
    const response = await t.app.inject({ url, ...(cookies && { cookies }) });
    expect(response.statusCode).toBe(200);
    return preloadsOf(response.body);
  };

  it('are, for a signed-in session, the layout’s and the screen’s', async () => {
    const { cookies } = await t.signInWithCookies();
    expect(await page('/admin/users?page=2', cookies)).toEqual([
      '/admin/assets/app-layout-1.js',
      '/admin/assets/query-1.js',
      '/admin/assets/users-1.js',
      '/admin/assets/shared-1.js',
    ]);
    expect(await page('/admin/users/42', cookies)).toContain('/admin/assets/user-record-1.js');
    expect(await page('/admin/nowhere/at/all', cookies)).toContain('/admin/assets/not-found-1.js');
    expect(await page('/admin', cookies)).toEqual([
      '/admin/assets/app-layout-1.js',
      '/admin/assets/query-1.js',
    ]);
  });

  it('are none of the signed-in screens’ for a guest, who is sent to sign in', async () => {
    expect(await page('/admin/users')).toEqual([]);
    expect(await page('/admin/login')).toEqual([]);
    expect(await page('/admin/forgot-password')).toEqual(['/admin/assets/forgot-1.js']);
  });

  it('come from a list the server never sends as a file', async () => {
    const response = await get(`/admin/${ROUTE_PRELOADS_FILE}`);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
