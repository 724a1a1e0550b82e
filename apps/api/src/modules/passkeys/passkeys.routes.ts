import { AUTH_MESSAGES, PASSKEY_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { finishSignIn } from '../auth/auth.routes.js';
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
    const token = await finishSignIn({ context, request, reply }, adminId, {
      second_factor: 'passkey',
      passkey_id: passkeyId,
      with_password: body.challenge !== undefined,
    });
    return { result: true, message: AUTH_MESSAGES.loginSuccessful, data: { token } };
  }),
];
