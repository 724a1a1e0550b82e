import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../lib/route.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Walks every registered API route, so a route added later cannot forget its guard.

/** The only routes that change state without a signed-in admin. */
const PUBLIC_WRITES = new Set([
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/forgot-password',
  'POST /api/admin/auth/reset-password',
]);

/** GETs that change state: honoured only with a bearer token, never a cookie alone. */
const STATE_CHANGING_GETS = [
  '/api/user/block/:id',
  '/api/user/unblock/:id',
  '/api/admin/blogposts/toggle-public/:id',
  '/api/admin/auth/logout',
];

let t: TestApp;
let defs: RouteDef[];

beforeAll(async () => {
  t = await buildTestApp();
  defs = t.app.routeDefs;
});
afterAll(async () => {
  await t.close();
});

const key = (def: RouteDef) => `${def.method} ${def.url}`;
const isAdminOnly = (def: RouteDef) => def.access === 'admin' || def.access === 'admin-bearer';
const concreteUrl = (url: string) => url.replace(/:[a-z_]+/g, '1');

describe('route guards', () => {
  it('guards every /api/admin route except sign-in and password recovery', () => {
    const unguarded = defs
      .filter((def) => def.url.startsWith('/api/admin/') && !PUBLIC_WRITES.has(key(def)))
      .filter((def) => !isAdminOnly(def))
      .map(key);
    expect(unguarded).toEqual([]);
  });

  it('guards every state-changing route', () => {
    const unguarded = defs
      .filter((def) => def.method !== 'GET' && !PUBLIC_WRITES.has(key(def)))
      .filter((def) => !isAdminOnly(def))
      .map(key);
    expect(unguarded).toEqual([]);
  });

  it('requires a bearer token for the state-changing GETs', () => {
    for (const url of STATE_CHANGING_GETS) {
      const def = defs.find((d) => d.method === 'GET' && d.url === url);
      if (def) expect(def.access, url).toBe('admin-bearer');
    }
  });

  it('answers 401 to every guarded route called without credentials', async () => {
    const guarded = defs.filter(isAdminOnly);
    expect(guarded.length).toBeGreaterThan(0);
    for (const def of guarded) {
      const response = await t.app.inject({
        method: def.method,
        url: concreteUrl(def.url),
        ...(def.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, key(def)).toBe(401);
      expect(response.json().result, key(def)).toBe(false);
    }
  });

  it('answers 401 to a token that is not an admin’s', async () => {
    for (const def of defs.filter(isAdminOnly)) {
      const response = await t.app.inject({
        method: def.method,
        url: concreteUrl(def.url),
        headers: { authorization: 'Bearer not-a-real-token' },
        ...(def.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, key(def)).toBe(401);
    }
  });

  it('answers 419 to a cookie-carrying unsafe request without the anti-forgery token', async () => {
    const { cookies } = await t.csrfSession();
    for (const def of defs.filter((d) => d.method !== 'GET')) {
      const response = await t.app.inject({
        method: def.method,
        url: concreteUrl(def.url),
        cookies,
        payload: {},
      });
      expect(response.statusCode, key(def)).toBe(419);
    }
  });
});
