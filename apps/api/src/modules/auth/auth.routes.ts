import {
  AUTH_MESSAGES,
  endpoints,
  permissionsOf,
  type SecondFactorStatus,
} from '@job-board/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actingAs, type Actor, type Context } from '../../lib/context.js';
import { defineRoute } from '../../lib/route.js';
import { ensureSession, identify } from '../../plugins/identity.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session-cookies.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import * as auth from './auth.service.js';
import { secondFactorStatusOf } from '../../db/second-factor.js';
import type { AdminRow } from './auth.repository.js';
import type { Config } from '../../config/config.js';
import { publicImageUrl } from '../../lib/uploads.js';

export const toAdminDetails = (
  config: Config,
  admin: AdminRow,
  secondFactor: SecondFactorStatus,
) => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  img_url: publicImageUrl(config, admin.img_url),
  role: admin.role,
  permissions: permissionsOf(admin.role),
  two_factor: secondFactor,
});

/**
 * The end of every sign-in (after the password, or after the second factor): a bearer token, a
 * fresh session for a browser (never the pre-login one), the sign-in recorded. Returns the token.
 */
export async function finishSignIn(
  {
    context,
    request,
    reply,
  }: {
    context: Context<Actor | null>;
    request: FastifyRequest;
    reply: FastifyReply;
  },
  adminId: number,
  details?: Record<string, unknown>,
): Promise<string> {
  const userAgent = request.headers['user-agent'];
  const signedIn = actingAs(context, request, adminId);
  const token = await auth.issueToken(context, adminId, { ip: request.ip, userAgent });
  const identity = await identify(context, request);
  if (identity.hasSessionCookie) {
    if (identity.session) await auth.endSession(context, { idHash: identity.session.id_hash });
    const { cookieValue, session } = await auth.startSession(signedIn, { userAgent });
    setSessionCookies(reply, context.config, { cookieValue, csrfToken: session.csrf_token });
  }
  await auth.recordSignIn(signedIn, details);
  return token;
}

export const authRoutes = [
  defineRoute(endpoints.auth.csrfCookie).handle(async ({ request, reply, context }) => {
    await ensureSession(context, request, reply);
    return undefined;
  }),
  defineRoute(endpoints.auth.login).handle(async ({ request, reply, body, context }) => {
    const { admin, needsSecondFactor } = await auth.login(context, { ...body, ip: request.ip });
    if (needsSecondFactor) {
      // The second factor comes next: no token and no session until it is right.
      const challenge = await twoFactor.startChallenge(context, admin.id);
      const methods = await twoFactor.signInMethods(context.db, admin);
      return {
        result: true,
        message: methods.includes('totp')
          ? AUTH_MESSAGES.twoFactorRequired
          : AUTH_MESSAGES.passkeyRequired,
        data: { two_factor_required: true as const, challenge, methods },
      };
    }
    const token = await finishSignIn({ context, request, reply }, admin.id);
    return { result: true, message: AUTH_MESSAGES.loginSuccessful, data: { token } };
  }),
  defineRoute(endpoints.auth.details).handle(async ({ admin, context }) => ({
    result: true,
    data: toAdminDetails(context.config, admin, await secondFactorStatusOf(context.db, admin)),
  })),
  defineRoute(endpoints.auth.logout).handle(async ({ request, reply, context }) => {
    const identity = await identify(context, request);
    await auth.logout(context, {
      tokenId: identity.tokenId!,
      sessionIdHash: identity.session?.id_hash ?? null,
    });
    clearSessionCookies(reply, context.config);
    return { result: true, message: AUTH_MESSAGES.loggedOut, data: null };
  }),
  defineRoute(endpoints.auth.forgotPassword).handle(async ({ request, body, context }) => {
    await auth.requestPasswordReset(context, { email: body.email, ip: request.ip });
    return { result: true, message: AUTH_MESSAGES.resetLinkSent, data: null };
  }),
  defineRoute(endpoints.auth.resetPassword).handle(async ({ request, body, context }) => {
    const link = await auth.findPasswordResetLink(context, { ...body, ip: request.ip });
    await auth.resetPassword(actingAs(context, request, link.adminId), {
      resetId: link.resetId,
      password: body.password,
    });
    return { result: true, message: AUTH_MESSAGES.passwordReset, data: null };
  }),
];
