import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/config.js';
import type { NewSession } from './auth.service.js';

export const SESSION_COOKIE = 'job_board_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const isSecure = (config: Config) => config.appUrl.startsWith('https://');

/** The session cookie (HttpOnly) and the anti-forgery cookie the app's JavaScript reads. */
export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  session: { cookieValue: string; csrfToken: string },
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: isSecure(config) };
  const maxAge = config.sessionIdleMinutes * 60;
  reply.setCookie(SESSION_COOKIE, session.cookieValue, { ...base, httpOnly: true, maxAge });
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: isSecure(config) };
  reply.clearCookie(SESSION_COOKIE, base);
  reply.clearCookie(XSRF_COOKIE, base);
}

/** The cookies of a session a sign-in just started (none when the sign-in was not a browser's). */
export function setNewSessionCookies(
  reply: FastifyReply,
  config: Config,
  created: NewSession | null,
): void {
  if (!created) return;
  setSessionCookies(reply, config, {
    cookieValue: created.cookieValue,
    csrfToken: created.session.csrf_token,
  });
}
