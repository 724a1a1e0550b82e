/**
 * Who is signed in (spec §4): `{ authenticated, user }`, persisted in local storage beside the
 * bearer token (`auth_token`), read by components through useAuth (useSyncExternalStore).
 * Navigation follows from the state: the route guards send a signed-out user to the login
 * screen and a signed-in one away from it.
 */
import { adminDetails, type AdminDetails, type LoginBody } from '@job-board/contract';
import { useSyncExternalStore } from 'react';
import { setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { fetchAdminDetails, fetchCsrfCookie, requestLogin, requestLogout } from './auth-api';
import { AUTH_TOKEN_KEY, clearAuthToken, readAuthToken, storeAuthToken } from './auth-token';

export const AUTH_STORE_KEY = 'auth_store';

export const ACCOUNT_DETAILS_FAILED =
  'You were signed in, but your account details could not be loaded.';

/** Why the user was last signed out: they asked to, or the server ended the session (401). */
export type SignOutReason = 'logout' | 'expired';

export type AuthState = {
  authenticated: boolean;
  user: AdminDetails | null;
  /** Not persisted; lets the login screen say why the user is there. */
  signOutReason: SignOutReason | null;
};

const SIGNED_OUT: AuthState = { authenticated: false, user: null, signOutReason: null };

/** The persisted state, trusted only with a stored token and a well-formed user. */
function readPersistedState(): AuthState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(AUTH_STORE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return SIGNED_OUT;
    const { authenticated, user } = stored as Record<string, unknown>;
    const storedUser = adminDetails.safeParse(user);
    if (authenticated !== true || !storedUser.success || !readAuthToken()) return SIGNED_OUT;
    return { authenticated: true, user: storedUser.data, signOutReason: null };
  } catch {
    return SIGNED_OUT;
  }
}

export function createAuthStore() {
  let state = readPersistedState();
  const listeners = new Set<() => void>();

  function setState(next: AuthState) {
    state = next;
    localStorage.setItem(
      AUTH_STORE_KEY,
      JSON.stringify({ authenticated: next.authenticated, user: next.user }),
    );
    for (const listener of listeners) listener();
  }

  function signOutLocally(reason: SignOutReason) {
    clearAuthToken();
    setState({ ...SIGNED_OUT, signOutReason: reason });
  }

  return {
    getState: (): AuthState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * csrf-cookie → login → store the token → details → store the user → authenticated.
     * Throws an ApiError when any step fails; a failed details call leaves nobody signed in.
     */
    async login(credentials: LoginBody): Promise<AdminDetails> {
      await fetchCsrfCookie();
      storeAuthToken(await requestLogin(credentials));
      let user: AdminDetails;
      try {
        user = await fetchAdminDetails();
      } catch (error) {
        clearAuthToken();
        setState(SIGNED_OUT);
        const cause = error instanceof ApiError ? error : null;
        throw new ApiError({
          status: cause?.status ?? 0,
          message: cause ? `${ACCOUNT_DETAILS_FAILED} ${cause.message}` : ACCOUNT_DETAILS_FAILED,
          body: cause?.body ?? null,
        });
      }
      setState({ authenticated: true, user, signOutReason: null });
      return user;
    },

    /** Tells the server, then forgets the token and the user even when the call failed. */
    async logout(): Promise<void> {
      try {
        await requestLogout();
      } catch {
        // The local sign-out below must happen whatever the server said.
      } finally {
        signOutLocally('logout');
      }
    },

    /** The server answered 401 to a signed-in call: the session is over. */
    expireSession(): void {
      if (state.authenticated) signOutLocally('expired');
    },

    /**
     * Re-reads the persisted state: another tab signed in or out (this one then offers to sign
     * in again and come back to the same page), or a test set it up.
     */
    restore(): void {
      state = readPersistedState();
      for (const listener of listeners) listener();
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The app's one auth store. */
export const authStore = createAuthStore();

setUnauthorizedHandler(() => authStore.expireSession());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === AUTH_STORE_KEY || event.key === AUTH_TOKEN_KEY) {
      authStore.restore();
    }
  });
}

/** The auth state, re-rendering the component when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}
