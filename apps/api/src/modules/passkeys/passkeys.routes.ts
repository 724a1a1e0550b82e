import { AUTH_MESSAGES, PASSKEY_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import * as auth from '../auth/auth.service.js';
import { identify } from '../auth/identity.js';
import { setNewSessionCookies } from '../auth/session-cookies.js';
import * as passkeys from './passkeys.service.js';

export const passkeysRoutes = [
  defineRoute(endpoints.passkeys.list).handle(async ({ context }) => ({
    data: await passkeys.list(context),
  })),
  defineRoute(endpoints.passkeys.registrationOptions).handle(async ({ context }) => ({
    result: true,
    message: PASSKEY_MESSAGES.registrationStarted,
    data: await passkeys.registrationOptions(context),
  })),
  defineRoute(endpoints.passkeys.register).handle(async ({ body, context }) => ({
    result: true,
    message: PASSKEY_MESSAGES.added,
    data: await passkeys.register(context, body),
  })),
  defineRoute(endpoints.passkeys.remove).handle(async ({ params, body, context }) => {
    await passkeys.remove(context, { id: params.id, password: body.password });
    return { result: true, message: PASSKEY_MESSAGES.removed, data: null };
  }),
  defineRoute(endpoints.passkeys.signInOptions).handle(async ({ request, body, context }) => ({
    result: true,
    message: PASSKEY_MESSAGES.signInStarted,
    data: await passkeys.signInOptions(context, { challenge: body.challenge, ip: request.ip }),
  })),
  defineRoute(endpoints.passkeys.signIn).handle(async ({ request, reply, body, context }) => {
    const { adminId, passkeyId } = await passkeys.verifySignIn(context, {
      ...body,
      ip: request.ip,
    });
    const { token, session } = await auth.finishSignIn(context, {
      adminId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      browser: await identify(context, request),
      details: {
        second_factor: 'passkey',
        passkey_id: passkeyId,
        with_password: body.challenge !== undefined,
      },
    });
    setNewSessionCookies(reply, context.config, session);
    return { result: true, message: AUTH_MESSAGES.loginSuccessful, data: { token } };
  }),
];
