import type { AdminDetails, LoginBody } from '@job-board/contract';
import { get, post } from './api-client';

// 401 on these two means "wrong credentials" or "already signed out", not "session expired".
const SIGN_IN_OUT = { handleUnauthorized: false } as const;

/** Starts a session and sets the XSRF-TOKEN cookie before signing in. */
export function fetchCsrfCookie(): Promise<unknown> {
  return get('/sanctum/csrf-cookie');
}

export async function requestLogin(credentials: LoginBody): Promise<string> {
  const response = await post<{ data: { token: string } }>(
    '/api/admin/auth/login',
    credentials,
    SIGN_IN_OUT,
  );
  return response.data.token;
}

export async function fetchAdminDetails(): Promise<AdminDetails> {
  const response = await get<{ data: AdminDetails }>('/api/admin/auth/details');
  return response.data;
}

export function requestLogout(): Promise<unknown> {
  return get('/api/admin/auth/logout', undefined, SIGN_IN_OUT);
}
