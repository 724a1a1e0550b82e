import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, needsAdmin, pathOf, type Endpoint } from '@job-board/contract';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Walks every registered API route, so a route added later cannot forget its guard.

/** The only endpoints that change state without a signed-in admin. */
const PUBLIC_WRITES: ReadonlySet<Endpoint> = new Set([
  endpoints.auth.login,
  endpoints.auth.forgotPassword,
  endpoints.auth.resetPassword,
  endpoints.twoFactor.signIn,
  endpoints.admins.acceptInvitation,
]);

/** GETs that change state: honoured only with a bearer token, never a cookie alone. */
const STATE_CHANGING_GETS: readonly Endpoint[] = [
  endpoints.users.block,
  endpoints.users.unblock,
  endpoints.blogPosts.togglePublic,
  endpoints.auth.logout,
];

let t: TestApp;
const defs = allEndpoints;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const key = (def: Endpoint) => `${def.method} ${def.path}`;
const isAdminOnly = needsAdmin;
const concreteUrl = (def: Endpoint) => pathOf(def, { id: 1, kind: 'selfie' });

describe('route guards', () => {
  it('guards every /api/admin route except sign-in, password recovery and invitations', () => {
    const unguarded = defs
      .filter((def) => def.path.startsWith('/api/admin/') && !PUBLIC_WRITES.has(def))
      .filter((def) => !isAdminOnly(def))
      .map(key);
    expect(unguarded).toEqual([]);
  });

  it('guards every state-changing route', () => {
    const unguarded = defs
      .filter((def) => def.method !== 'GET' && !PUBLIC_WRITES.has(def))
      .filter((def) => !isAdminOnly(def))
      .map(key);
    expect(unguarded).toEqual([]);
  });

  it('requires a bearer token for the state-changing GETs', () => {
    for (const def of STATE_CHANGING_GETS) {
      expect(def.method, def.name).toBe('GET');
      expect(def.access, def.name).toBe('admin-bearer');
    }
  });

  it('answers 401 to every guarded route called without credentials', async () => {
    const guarded = defs.filter(isAdminOnly);
    expect(guarded.length).toBeGreaterThan(0);
    for (const def of guarded) {
      const response = await t.app.inject({
        method: def.method,
        url: concreteUrl(def),
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
        url: concreteUrl(def),
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
        url: concreteUrl(def),
        cookies,
        payload: {},
      });
      expect(response.statusCode, key(def)).toBe(419);
    }
  });
});
