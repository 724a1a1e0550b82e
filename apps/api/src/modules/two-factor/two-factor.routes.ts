import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import * as auth from '../auth/auth.service.js';
import { identify } from '../auth/identity.js';
import { setNewSessionCookies } from '../auth/session-cookies.js';
import * as twoFactor from './two-factor.service.js';

export const twoFactorRoutes = [
  defineRoute(endpoints.twoFactor.setup).handle(async ({ context }) => ({
    result: true,
    message: TWO_FACTOR_MESSAGES.setupStarted,
    data: await twoFactor.startSetup(context),
  })),
  defineRoute(endpoints.twoFactor.confirm).handle(async ({ body, context }) => ({
    result: true,
    message: TWO_FACTOR_MESSAGES.enabled,
    data: { recovery_codes: await twoFactor.confirmSetup(context, body) },
  })),
  defineRoute(endpoints.twoFactor.disable).handle(async ({ body, context }) => {
    await twoFactor.disable(context, body);
    return { result: true, message: TWO_FACTOR_MESSAGES.disabled, data: null };
  }),
  defineRoute(endpoints.twoFactor.recoveryCodes).handle(async ({ body, context }) => ({
    result: true,
    message: TWO_FACTOR_MESSAGES.recoveryCodesRenewed,
    data: { recovery_codes: await twoFactor.renewRecoveryCodes(context, body) },
  })),
  defineRoute(endpoints.twoFactor.signIn).handle(async ({ request, reply, body, context }) => {
    const { adminId, method } = await twoFactor.verifySignIn(context, { ...body, ip: request.ip });
    const { token, session } = await auth.finishSignIn(context, {
      adminId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      browser: await identify(context, request),
      details: { second_factor: method },
    });
    setNewSessionCookies(reply, context.config, session);
    return { result: true, message: AUTH_MESSAGES.loginSuccessful, data: { token } };
  }),
  defineRoute(endpoints.twoFactor.reset).handle(async ({ params, context }) => {
    await twoFactor.resetForAdmin(context, params);
    return { result: true, message: TWO_FACTOR_MESSAGES.reset, data: null };
  }),
  defineRoute(endpoints.twoFactor.policy).handle(async ({ context }) => ({
    data: await twoFactor.readPolicy(context),
  })),
  defineRoute(endpoints.twoFactor.updatePolicy).handle(async ({ body, context }) => ({
    result: true,
    message: TWO_FACTOR_MESSAGES.policySaved,
    data: await twoFactor.updatePolicy(context, body),
  })),
];
