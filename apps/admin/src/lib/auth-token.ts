/** The bearer token lives in local storage under this key. */
export const AUTH_TOKEN_KEY = 'auth_token';

export function readAuthToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY) || null;
}

export function storeAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
}
