/**
 * Who is signed in: `{ authenticated, user }`, persisted in local storage beside the
 * bearer token (`auth_token`), read by components through useAuth (useSyncExternalStore).
 * Navigation follows from the state: the route guards send a signed-out user to the login
 * screen and a signed-in one away from it.
 */
import type {
  AdminDetails,
  LoginBody,
  SecondFactorMethod,
  TwoFactorSignInBody,
} from '@job-board/contract';
import { useSyncExternalStore } from 'react';
import { setForbiddenHandler, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import {
  fetchAdminDetails,
  fetchCsrfCookie,
  requestLogin,
  requestLogout,
  requestTwoFactorSignIn,
} from './auth-api';
import { AUTH_TOKEN_KEY, clearAuthToken, readAuthToken, storeAuthToken } from './auth-token';
import { parseStoredUser } from './stored-user';
import { setDisplayTimeZone } from '../utils/format-date';

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

/**
 * The password was right; the admin's second factor must follow (with this challenge), by one
 * of the methods the server names.
 */
export type SecondFactorStep = {
  twoFactorRequired: true;
  challenge: string;
  methods: SecondFactorMethod[];
};

export const isSecondFactorStep = (value: unknown): value is SecondFactorStep =>
  typeof value === 'object' && value !== null && 'twoFactorRequired' in value;

/** The persisted state, trusted only with a stored token and a well-formed user. */
function readPersistedState(): AuthState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(AUTH_STORE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return SIGNED_OUT;
    const { authenticated, user } = stored as Record<string, unknown>;
    const storedUser = parseStoredUser(user);
    if (authenticated !== true || !storedUser || !readAuthToken()) return SIGNED_OUT;
    return { authenticated: true, user: storedUser, signOutReason: null };
  } catch {
    return SIGNED_OUT;
  }
}

export function createAuthStore() {
  let state = readPersistedState();
  const listeners = new Set<() => void>();
  // Whether the user's details were read from the server since this page loaded (not storage).
  let detailsFresh = false;
  let refreshing: Promise<void> | null = null;

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

  /** Stores the token, then loads the details; a failed details call leaves nobody signed in. */
  async function finishSignIn(token: string): Promise<AdminDetails> {
    storeAuthToken(token);
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
    detailsFresh = true;
    setState({ authenticated: true, user, signOutReason: null });
    return user;
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
     * For an admin with two-factor sign-in, stops after the password with the challenge to
     * answer through `completeSecondFactor`.
     */
    async login(credentials: LoginBody): Promise<AdminDetails | SecondFactorStep> {
      await fetchCsrfCookie();
      const answer = await requestLogin(credentials);
      if ('challenge' in answer) {
        return { twoFactorRequired: true, challenge: answer.challenge, methods: answer.methods };
      }
      return finishSignIn(answer.token);
    },

    /**
     * Signs in with a passkey, then as login: alone (csrf-cookie first, as login), or as the
     * second step with the login's challenge. Throws an ApiError, or a PasskeyPromptError when
     * the browser gave no passkey (the prompt was closed).
     */
    async signInWithPasskey(challenge?: string): Promise<AdminDetails> {
      // Loaded when used: the sign-in page's first load carries no WebAuthn code.
      const { requestPasskeySignIn } = await import('./passkeys');
      if (challenge === undefined) await fetchCsrfCookie();
      return finishSignIn(await requestPasskeySignIn(challenge));
    },

    /** The second step: the login's challenge with a code or a recovery code, then as login. */
    async completeSecondFactor(body: TwoFactorSignInBody): Promise<AdminDetails> {
      return finishSignIn(await requestTwoFactorSignIn(body));
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
     * Reads the signed-in admin's details again (role and permissions may have changed since they
     * were stored) and keeps them if the same sign-in is still current. One call at a time;
     * rejects with the ApiError when the call fails (a 401 signs out as for any call).
     */
    refreshDetails(): Promise<void> {
      if (!state.authenticated) return Promise.resolve();
      refreshing ??= (async () => {
        const token = readAuthToken();
        try {
          const user = await fetchAdminDetails();
          if (state.authenticated && readAuthToken() === token) {
            detailsFresh = true;
            setState({ ...state, user });
          }
        } finally {
          refreshing = null;
        }
      })();
      return refreshing;
    },

    /** Whether the details were read from the server since this page loaded. */
    hasFreshDetails: (): boolean => detailsFresh,

    /**
     * Re-reads the persisted state: another tab signed in or out (this one then offers to sign
     * in again and come back to the same page), or a test set it up.
     */
    restore(): void {
      detailsFresh = false;
      state = readPersistedState();
      for (const listener of listeners) listener();
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The app's one auth store. */
export const authStore = createAuthStore();

setUnauthorizedHandler(() => authStore.expireSession());
// Every time is shown in the signed-in admin's zone (My account), else the browser's.
const followAdminTimeZone = () => setDisplayTimeZone(authStore.getState().user?.time_zone ?? null);
followAdminTimeZone();
authStore.subscribe(followAdminTimeZone);
// A refusal may mean the role changed: the menu and screens follow the details read again.
setForbiddenHandler(() => void authStore.refreshDetails().catch(() => undefined));

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
