import { AUTH_MESSAGES, endpoints } from '@job-board/contract';

import { recordAudit } from '../audit/audit.service.js';
import { defineRoute } from '../../lib/route.js';
import { ensureSession, identify } from '../../plugins/identity.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session-cookies.js';
import * as auth from './auth.service.js';
import type { AdminRow } from './auth.repository.js';

export const toAdminDetails = (admin: AdminRow) => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  img_url: admin.img_url,
});

export const authRoutes = [
  defineRoute(endpoints.auth.csrfCookie).handle(async ({ request, reply, context }) => {
    await ensureSession(context, request, reply);
    return undefined;
  }),
  defineRoute(endpoints.auth.login).handle(async ({ request, reply, body, context }) => {
    const { admin, token } = await auth.login(context, { ...body, ip: request.ip });
    // A browser that signed in gets a fresh session (never the pre-login one).
    const identity = await identify(context, request);
    if (identity.hasSessionCookie) {
      if (identity.session) await auth.endSession(context, identity.session.id_hash);
      const { cookieValue, session } = await auth.startSession(context, admin.id);
      setSessionCookies(reply, context.config, { cookieValue, csrfToken: session.csrf_token });
    }
    await recordAudit(context, request, admin.id, {
      action: 'sign-in',
      entity: 'admin',
      entityId: admin.id,
    });
    return { result: true, message: AUTH_MESSAGES.loginSuccessful, data: { token } };
  }),
  defineRoute(endpoints.auth.details).handle(async ({ admin }) => ({
    result: true,
    data: toAdminDetails(admin),
  })),
  defineRoute(endpoints.auth.logout).handle(async ({ request, reply, admin, context }) => {
    const identity = await identify(context, request);
    await auth.logout(context, {
      tokenId: identity.tokenId!,
      sessionIdHash: identity.session?.id_hash ?? null,
    });
    clearSessionCookies(reply, context.config);
    await recordAudit(context, request, admin.id, {
      action: 'sign-out',
      entity: 'admin',
      entityId: admin.id,
    });
    return { result: true, message: AUTH_MESSAGES.loggedOut, data: null };
  }),
  defineRoute(endpoints.auth.forgotPassword).handle(async ({ body, context }) => {
    await auth.requestPasswordReset(context, body.email);
    return { result: true, message: AUTH_MESSAGES.resetLinkSent, data: null };
  }),
  defineRoute(endpoints.auth.resetPassword).handle(async ({ request, body, context }) => {
    const admin = await auth.resetPassword(context, body);
    await recordAudit(context, request, admin.id, {
      action: 'reset-password',
      entity: 'admin',
      entityId: admin.id,
    });
    return { result: true, message: AUTH_MESSAGES.passwordReset, data: null };
  }),
];
