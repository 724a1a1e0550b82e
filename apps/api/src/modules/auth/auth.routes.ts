import {
  AUTH_MESSAGES,
  endpoints,
  permissionsOf,
  type SecondFactorStatus,
} from '@job-board/contract';
import { actingAs } from '../../lib/context.js';
import { defineRoute } from '../../lib/route.js';
import { ensureSession, identify } from './identity.js';
import { clearSessionCookies, setNewSessionCookies } from './session-cookies.js';
import * as auth from './auth.service.js';
import { secondFactorStatusOf } from '../../db/second-factor.js';
import type { AdminRow } from './auth.repository.js';
import type { Config } from '../../config/config.js';
import { publicImageUrl } from '../../lib/uploads.js';

const toAdminDetails = (config: Config, admin: AdminRow, secondFactor: SecondFactorStatus) => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  img_url: publicImageUrl(config, admin.img_url),
  role: admin.role,
  permissions: permissionsOf(admin.role),
  two_factor: secondFactor,
  time_zone: admin.time_zone,
});

export const authRoutes = [
  defineRoute(endpoints.auth.csrfCookie).handle(async ({ request, reply, context }) => {
    await ensureSession(context, request, reply);
    return undefined;
  }),
  defineRoute(endpoints.auth.login).handle(async ({ request, reply, body, context }) => {
    const { admin, needsSecondFactor } = await auth.login(context, { ...body, ip: request.ip });
    if (needsSecondFactor) {
      // The second factor comes next: no token and no session until it is right.
      const challenge = await auth.startChallenge(context, admin.id);
      const methods = await auth.signInMethods(context.db, admin);
      return {
        result: true,
        message: methods.includes('totp')
          ? AUTH_MESSAGES.twoFactorRequired
          : AUTH_MESSAGES.passkeyRequired,
        data: { two_factor_required: true as const, challenge, methods },
      };
    }
    const { token, session } = await auth.finishSignIn(context, {
      adminId: admin.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      browser: await identify(context, request),
    });
    setNewSessionCookies(reply, context.config, session);
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
