import { endpoints } from '@job-board/contract';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '../testing/auth-routes';
import { mockFetch } from '../testing/mock-fetch';
import { setSignedInUser } from '../testing/sign-in';
import { testAdmin } from '../testing/test-admin';
import { api } from './api-client';
import { ApiError } from './api-error';
import { ACCOUNT_DETAILS_FAILED, AUTH_STORE_KEY, authStore, createAuthStore } from './auth-store';
import { AUTH_TOKEN_KEY } from './auth-token';

const credentials = { email: 'ada@example.com', password: 'correct horse' };

const signInRoutes = authRoutes(testAdmin, 'new-token');

const persisted = () => JSON.parse(localStorage.getItem(AUTH_STORE_KEY) ?? 'null') as unknown;

describe('login', () => {
  it('asks for the csrf cookie first, then signs in, then loads the details with the new token', async () => {
    const server = mockFetch(signInRoutes);
    const store = createAuthStore();

    await expect(store.login(credentials)).resolves.toEqual(testAdmin);

    expect(server.calls.map((call) => call.endpoint?.name)).toEqual([
      'auth.csrfCookie',
      'auth.login',
      'auth.details',
    ]);
    expect(server.calls[1]?.body).toEqual(credentials);
    expect(server.calls[2]?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(store.getState()).toEqual({
      authenticated: true,
      user: testAdmin,
      signOutReason: null,
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(persisted()).toEqual({ authenticated: true, user: testAdmin });
  });

  it('rejects with the server message on wrong credentials and signs nobody in', async () => {
    mockFetch({
      ...signInRoutes,
      'auth.login': {
        status: 401,
        body: { result: false, message: 'Invalid credentials, please try again.' },
      },
    });
    const store = createAuthStore();
    await expect(store.login(credentials)).rejects.toThrow(
      'Invalid credentials, please try again.',
    );
    expect(store.getState().authenticated).toBe(false);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('does not sign in without the csrf cookie', async () => {
    const server = mockFetch({
      ...signInRoutes,
      'auth.csrfCookie': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(createAuthStore().login(credentials)).rejects.toBeInstanceOf(ApiError);
    expect(server.callsTo('auth.login')).toHaveLength(0);
  });

  it('empties the user and stays signed out when the details call fails, saying why', async () => {
    mockFetch({
      ...signInRoutes,
      'auth.details': { status: 500, body: { result: false, message: 'Something went wrong.' } },
    });
    const store = createAuthStore();

    const error = await store.login(credentials).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`${ACCOUNT_DETAILS_FAILED} Something went wrong.`);
    expect(store.getState()).toMatchObject({ authenticated: false, user: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(persisted()).toEqual({ authenticated: false, user: null });
  });
});

describe('logout', () => {
  it('tells the server with the bearer token, then forgets the token and the user', async () => {
    setSignedInUser(testAdmin, 'live-token');
    const server = mockFetch({
      'auth.logout': { body: { result: true, message: 'Logged out.', data: null } },
    });
    const store = createAuthStore();

    await store.logout();

    expect(server.calls[0]?.headers.get('Authorization')).toBe('Bearer live-token');
    expect(store.getState()).toEqual({
      authenticated: false,
      user: null,
      signOutReason: 'logout',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(persisted()).toEqual({ authenticated: false, user: null });
  });

  it('signs out locally even when the call fails', async () => {
    setSignedInUser(testAdmin);
    mockFetch({
      'auth.logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = createAuthStore();
    await store.logout();
    expect(store.getState()).toMatchObject({ authenticated: false, user: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('signs out locally when the token had already expired (401)', async () => {
    setSignedInUser(testAdmin);
    mockFetch({ 'auth.logout': { status: 401, body: { result: false, message: 'Expired.' } } });
    const store = createAuthStore();
    await store.logout();
    expect(store.getState().signOutReason).toBe('logout');
  });
});

describe('persistence', () => {
  it('a new page load finds the admin still signed in', async () => {
    mockFetch(signInRoutes);
    await createAuthStore().login(credentials);
    const reloaded = createAuthStore();
    expect(reloaded.getState()).toEqual({
      authenticated: true,
      user: testAdmin,
      signOutReason: null,
    });
  });

  it('without a stored token nobody is signed in', () => {
    localStorage.setItem(AUTH_STORE_KEY, JSON.stringify({ authenticated: true, user: testAdmin }));
    expect(createAuthStore().getState().authenticated).toBe(false);
  });

  it('a damaged stored state counts as signed out', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    localStorage.setItem(AUTH_STORE_KEY, '{not json');
    expect(createAuthStore().getState().authenticated).toBe(false);
    localStorage.setItem(
      AUTH_STORE_KEY,
      JSON.stringify({ authenticated: true, user: { id: 'x' } }),
    );
    expect(createAuthStore().getState().authenticated).toBe(false);
  });

  it('tells subscribers about every change', async () => {
    mockFetch(signInRoutes);
    const store = createAuthStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().authenticated));
    await store.login(credentials);
    unsubscribe();
    await store.logout().catch(() => undefined);
    expect(seen).toEqual([true]);
  });
});

describe('a session the server ended', () => {
  it('a 401 on any signed-in call signs the app out with the reason "expired"', async () => {
    setSignedInUser(testAdmin);
    mockFetch({ 'users.list': { status: 401, body: { result: false, message: 'Expired.' } } });

    await expect(api(endpoints.users.list, {})).rejects.toBeInstanceOf(ApiError);

    expect(authStore.getState()).toEqual({
      authenticated: false,
      user: null,
      signOutReason: 'expired',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('a 401 while nobody is signed in changes nothing', () => {
    setSignedInUser(null);
    authStore.expireSession();
    expect(authStore.getState().signOutReason).toBeNull();
  });
});
