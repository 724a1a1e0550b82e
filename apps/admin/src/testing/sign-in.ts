import type { AdminDetails } from '@job-board/contract';
import { AUTH_STORE_KEY, authStore } from '../lib/auth-store';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';

export const TEST_TOKEN = 'test-token';

/** Starts a test signed in as `user` (persisted as the app would have it), or signed out (null). */
export function setSignedInUser(user: AdminDetails | null, token: string = TEST_TOKEN): void {
  if (user) {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    localStorage.setItem(AUTH_STORE_KEY, JSON.stringify({ authenticated: true, user }));
  } else {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    localStorage.removeItem(AUTH_STORE_KEY);
  }
  authStore.restore();
}
