import { INTEGRATION_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import * as repo from './api-keys.repository.js';
import { createApiKey, revokeApiKey } from './api-keys.service.js';

export const apiKeysRoutes = [
  defineRoute(endpoints.apiKeys.list).handle(async ({ context }) => {
    return { data: (await repo.listApiKeys(context.db)).map(repo.toApiKey) };
  }),
  defineRoute(endpoints.apiKeys.create).handle(async ({ body, context }) => {
    const data = await createApiKey(context, body);
    return { result: true, message: INTEGRATION_MESSAGES.keyCreated, data };
  }),
  defineRoute(endpoints.apiKeys.revoke).handle(async ({ params, context }) => {
    const data = await revokeApiKey(context, { keyId: params.id });
    return { result: true, message: INTEGRATION_MESSAGES.keyRevoked, data };
  }),
];
