import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import type { SecondFactorPolicy } from '../../db/second-factor.js';
import { AppError } from '../../lib/app-error.js';
import { contextOf } from '../../lib/context.js';
import { safeEqual } from '../../lib/tokens.js';
import { findAdminById, type AdminRow, type SessionRow } from './auth.repository.js';
import * as auth from './auth.service.js';
import { SESSION_COOKIE, setSessionCookies } from './session-cookies.js';

/** Who is calling, worked out once per request. */
export type Identity = {
  admin: AdminRow | null;
  via: 'bearer' | 'session' | null;
  tokenId: number | null;
  /** The live session named by the request's cookie, if any. */
  session: SessionRow | null;
  /** Whether the request carried a session cookie at all (live or not). */
  hasSessionCookie: boolean;
  /** What the admin's role asks of their second factor, when it was read with the admin. */
  secondFactorPolicy: SecondFactorPolicy | null;
};

const identities = new WeakMap<FastifyRequest, Identity>();

export async function identify(deps: AppDeps, request: FastifyRequest): Promise<Identity> {
  const known = identities.get(request);
  if (known) return known;

  // Nobody is known yet: the caller is what this works out.
  const anonymous = contextOf(deps, request, null);
  const cookie = request.cookies[SESSION_COOKIE];
  const session = cookie ? await auth.resolveSession(anonymous, { cookieValue: cookie }) : null;
  const bearer = bearerToken(request);
  const fromToken = bearer ? await auth.resolveBearer(anonymous, { token: bearer }) : null;

  let identity: Identity;
  if (fromToken && isActive(fromToken.admin)) {
    identity = {
      admin: fromToken.admin,
      via: 'bearer',
      tokenId: fromToken.tokenId,
      session,
      hasSessionCookie: !!cookie,
      secondFactorPolicy: fromToken.secondFactorPolicy,
    };
  } else {
    const sessionAdmin = session?.admin_id ? await findSessionAdmin(deps, session.admin_id) : null;
    identity = {
      admin: sessionAdmin,
      via: sessionAdmin ? 'session' : null,
      tokenId: null,
      session,
      hasSessionCookie: !!cookie,
      secondFactorPolicy: null,
    };
  }
  identities.set(request, identity);
  return identity;
}

async function findSessionAdmin(deps: AppDeps, adminId: number): Promise<AdminRow | null> {
  const admin = await findAdminById(deps.db, adminId);
  return admin && isActive(admin) ? admin : null;
}

/** Only an active admin is signed in: an invited or deactivated one has no rights at all. */
const isActive = (admin: AdminRow) => admin.status === 'active';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Anti-forgery: an unsafe request that relies on the browser's session cookie must echo the
 * session's token (X-XSRF-TOKEN from the cookie, or X-CSRF-TOKEN from the page's meta tag).
 * Bearer-authenticated calls and calls without a session cookie carry no ambient authority.
 */
export function assertCsrf(request: FastifyRequest, identity: Identity): void {
  if (identity.via === 'bearer' || !identity.hasSessionCookie) return;
  const sent = headerValue(request, 'x-xsrf-token') ?? headerValue(request, 'x-csrf-token');
  let decoded: string | undefined;
  try {
    decoded = sent === undefined ? undefined : decodeURIComponent(sent);
  } catch {
    decoded = undefined;
  }
  if (!identity.session || !decoded || !safeEqual(decoded, identity.session.csrf_token)) {
    throw AppError.csrfMismatch(AUTH_MESSAGES.csrfMismatch);
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's live session, or a new anonymous one (with its cookies set on the reply). */
export async function ensureSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionRow> {
  const identity = await identify(deps, request);
  if (identity.session) {
    setSessionCookies(reply, deps.config, {
      cookieValue: request.cookies[SESSION_COOKIE]!,
      csrfToken: identity.session.csrf_token,
    });
    return identity.session;
  }
  const created = await auth.startSession(contextOf(deps, request, null));
  setSessionCookies(reply, deps.config, {
    cookieValue: created.cookieValue,
    csrfToken: created.session.csrf_token,
  });
  return created.session;
}
