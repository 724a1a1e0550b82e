import {
  endpoints,
  type AdminDetails,
  type LoginBody,
  type LoginResult,
  type TwoFactorSignInBody,
} from '@job-board/contract';
import { api } from './api-client';

// 401 on these two means "wrong credentials" or "already signed out", not "session expired".
const SIGN_IN_OUT = { handleUnauthorized: false } as const;

/** Starts a session and sets the XSRF-TOKEN cookie before signing in. */
export function fetchCsrfCookie(): Promise<unknown> {
  return api(endpoints.auth.csrfCookie, {});
}

/** A bearer token, or (for an admin with two-factor sign-in) the challenge of the next step. */
export async function requestLogin(credentials: LoginBody): Promise<LoginResult> {
  const response = await api(endpoints.auth.login, { body: credentials }, SIGN_IN_OUT);
  return response.data;
}

/** The second step of signing in: the challenge with a code or a recovery code; a token. */
export async function requestTwoFactorSignIn(body: TwoFactorSignInBody): Promise<string> {
  const response = await api(endpoints.twoFactor.signIn, { body }, SIGN_IN_OUT);
  return response.data.token;
}

export async function fetchAdminDetails(): Promise<AdminDetails> {
  const response = await api(endpoints.auth.details, {});
  return response.data;
}

export function requestLogout(): Promise<unknown> {
  return api(endpoints.auth.logout, {}, SIGN_IN_OUT);
}
