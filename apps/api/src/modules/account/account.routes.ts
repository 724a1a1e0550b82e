import { ACCOUNT_MESSAGES, endpoints } from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../../lib/context.js';
import { defineRoute } from '../../lib/route.js';
import { identify } from '../auth/identity.js';
import * as account from './account.service.js';

/** The session and bearer token this request signs in with. */
async function currentSignIn(
  context: Context,
  request: FastifyRequest,
): Promise<account.CurrentSignIn> {
  const identity = await identify(context, request);
  return {
    sessionIdHash:
      identity.session?.admin_id === context.actor.adminId ? identity.session.id_hash : null,
    tokenId: identity.tokenId,
  };
}

export const accountRoutes = [
  defineRoute(endpoints.account.get).handle(async ({ context }) => ({
    data: await account.getAccount(context),
  })),
  defineRoute(endpoints.account.update).handle(async ({ body, context }) => ({
    result: true,
    message: ACCOUNT_MESSAGES.profileSaved,
    data: await account.updateProfile(context, body),
  })),
  defineRoute(endpoints.account.uploadPicture).handle(async ({ body, context }) => ({
    result: true,
    message: ACCOUNT_MESSAGES.pictureSaved,
    data: await account.changePicture(context, { file: body.picture }),
  })),
  defineRoute(endpoints.account.changePassword).handle(async ({ body, context, request }) => {
    await account.changePassword(context, {
      currentPassword: body.current_password,
      password: body.password,
      current: await currentSignIn(context, request),
    });
    return { result: true, message: ACCOUNT_MESSAGES.passwordChanged, data: null };
  }),
  defineRoute(endpoints.account.sessions).handle(async ({ context, request }) => ({
    data: await account.listSessions(context, { current: await currentSignIn(context, request) }),
  })),
  defineRoute(endpoints.account.revokeSession).handle(async ({ params, context, request }) => {
    await account.revokeSession(context, {
      id: params.id,
      current: await currentSignIn(context, request),
    });
    return { result: true, message: ACCOUNT_MESSAGES.signedOut, data: null };
  }),
  defineRoute(endpoints.account.revokeOtherSessions).handle(async ({ context, request }) => {
    const signedOut = await account.revokeOtherSessions(context, {
      current: await currentSignIn(context, request),
    });
    return {
      result: true,
      message: ACCOUNT_MESSAGES.signedOutOthers(signedOut),
      data: { signed_out: signedOut },
    };
  }),
];
