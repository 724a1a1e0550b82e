import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  INTEGRATION_MESSAGES,
  allEndpoints,
  endpoints,
  needsAdmin,
  pathOf,
  type Endpoint,
} from '@job-board/contract';
import { insertApiKey } from '../testing/api-key-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Walks every registered API route, so a route added later cannot forget its guard.

/** The only endpoints that change state without a signed-in admin. */
const PUBLIC_WRITES: ReadonlySet<Endpoint> = new Set([
  endpoints.auth.login,
  endpoints.auth.forgotPassword,
  endpoints.auth.resetPassword,
  endpoints.twoFactor.signIn,
  endpoints.passkeys.signInOptions,
  endpoints.passkeys.signIn,
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
/** The intake API: one of the platform's services, with its API key and nothing else. */
const takesApiKey = (def: Endpoint) => def.access === 'api-key';
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
      .filter((def) => !isAdminOnly(def) && !takesApiKey(def))
      .map(key);
    expect(unguarded).toEqual([]);
  });

  it('names a scope on every api-key route, and keeps them under /api/platform', () => {
    const apiKeyRoutes = defs.filter(takesApiKey);
    expect(apiKeyRoutes.length).toBeGreaterThan(0);
    for (const def of apiKeyRoutes) {
      expect(def.scope, def.name).toBeTruthy();
      expect(def.path, def.name).toMatch(/^\/api\/platform\//);
    }
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

  it('answers 401 to every api-key route called without a key, or with an admin’s credentials', async () => {
    const token = await t.loginAs();
    const browser = await t.signInWithCookies();
    const callers: Record<string, object> = {
      nothing: {},
      'a bearer token': { headers: { authorization: `Bearer ${token}` } },
      'a session': { cookies: browser.cookies, headers: { 'x-xsrf-token': browser.xsrfToken } },
      'a malformed key': { headers: { authorization: 'Bearer jbk_not-a-key' } },
    };
    for (const def of defs.filter(takesApiKey)) {
      for (const [caller, credentials] of Object.entries(callers)) {
        const response = await t.app.inject({
          method: def.method,
          url: concreteUrl(def),
          ...credentials,
          ...(def.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${key(def)} with ${caller}`).toBe(401);
        expect(response.json().message, `${key(def)} with ${caller}`).toBe(
          caller === 'a malformed key'
            ? INTEGRATION_MESSAGES.keyInvalid
            : INTEGRATION_MESSAGES.keyMissing,
        );
      }
    }
  });

  it('answers 401 to every admin route called with an API key', async () => {
    const apiKey = await insertApiKey(t.database.db);
    for (const def of defs.filter(isAdminOnly)) {
      const response = await t.app.inject({
        method: def.method,
        url: concreteUrl(def),
        headers: { authorization: apiKey.authorization },
        ...(def.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, key(def)).toBe(401);
      expect(response.json().message, key(def)).toBe(AUTH_MESSAGES.unauthenticated);
    }
  });

  it('answers 419 to a cookie-carrying unsafe request without the anti-forgery token', async () => {
    const { cookies } = await t.csrfSession();
    for (const def of defs.filter((d) => d.method !== 'GET' && !takesApiKey(d))) {
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
