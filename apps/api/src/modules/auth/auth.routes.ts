import {
  AUTH_MESSAGES,
  detailsResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutResponse,
  resetPasswordBody,
} from '@job-board/contract';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { recordAudit } from '../audit/audit.service.js';
import { defineRoute } from '../../lib/route.js';
import { identify } from '../../plugins/identity.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session-cookies.js';
import * as auth from './auth.service.js';
import type { AdminRow } from './auth.repository.js';

const tags = ['auth'];

export const toAdminDetails = (admin: AdminRow) => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  img_url: admin.img_url,
});

export function authRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/admin/auth/login',
      access: 'public',
      summary: 'Sign in with email and password; returns a bearer token',
      tags,
      body: loginBody,
      responses: { 200: loginResponse },
      handler: async ({ request, reply, body }) => {
        const { admin, token } = await auth.login(deps, { ...body, ip: request.ip });
        // A browser that signed in gets a fresh session (never the pre-login one).
        const identity = await identify(deps, request);
        if (identity.hasSessionCookie) {
          if (identity.session) await auth.endSession(deps, identity.session.id_hash);
          const { cookieValue, session } = await auth.startSession(deps, admin.id);
          setSessionCookies(reply, deps.config, { cookieValue, csrfToken: session.csrf_token });
        }
        await recordAudit(deps, request, admin.id, {
          action: 'sign-in',
          entity: 'admin',
          entityId: admin.id,
        });
        return { result: true, message: AUTH_MESSAGES.loginSuccessful, data: { token } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/auth/details',
      access: 'admin',
      summary: 'The signed-in admin',
      tags,
      responses: { 200: detailsResponse },
      handler: async ({ admin }) => ({ result: true, data: toAdminDetails(admin) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/auth/logout',
      access: 'admin-bearer',
      summary: 'Revoke the bearer token and end the session',
      tags,
      responses: { 200: logoutResponse },
      handler: async ({ request, reply, admin }) => {
        const identity = await identify(deps, request);
        await auth.logout(deps, {
          tokenId: identity.tokenId!,
          sessionIdHash: identity.session?.id_hash ?? null,
        });
        clearSessionCookies(reply, deps.config);
        await recordAudit(deps, request, admin.id, {
          action: 'sign-out',
          entity: 'admin',
          entityId: admin.id,
        });
        return { result: true, message: AUTH_MESSAGES.loggedOut, data: null };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      access: 'public',
      summary: 'Mail a one-time password reset link (same answer whether or not the email exists)',
      tags,
      body: forgotPasswordBody,
      responses: {
        200: z.object({ result: z.literal(true), message: z.string(), data: z.null() }),
      },
      handler: async ({ body }) => {
        await auth.requestPasswordReset(deps, body.email);
        return { result: true, message: AUTH_MESSAGES.resetLinkSent, data: null };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/auth/reset-password',
      access: 'public',
      summary: 'Choose a new password with a reset link; signs the admin out everywhere',
      tags,
      body: resetPasswordBody,
      responses: {
        200: z.object({ result: z.literal(true), message: z.string(), data: z.null() }),
      },
      handler: async ({ request, body }) => {
        const admin = await auth.resetPassword(deps, body);
        await recordAudit(deps, request, admin.id, {
          action: 'reset-password',
          entity: 'admin',
          entityId: admin.id,
        });
        return { result: true, message: AUTH_MESSAGES.passwordReset, data: null };
      },
    }),
  ];
}
