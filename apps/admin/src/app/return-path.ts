import type { Location } from 'react-router';

/** The login screen's parameter naming the page to go back to after signing in. */
export const RETURN_PATH_PARAM = 'from';

export const HOME_PATH = '/home';

/**
 * A return path is followed only when it is a path of this app: it starts with a single "/",
 * so "//evil.example" or "https://…" can never send a user elsewhere after signing in.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (value === '/login' || value.startsWith('/login?')) return null;
  return value;
}

/** The login address that brings the user back to `location` after signing in. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const path = `${location.pathname}${location.search}${location.hash}`;
  if (path === '/' || path === HOME_PATH) return '/login';
  return `/login?${new URLSearchParams({ [RETURN_PATH_PARAM]: path })}`;
}
