import { endpoints, type EndpointInput } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** The API keys of the platform's services, revoked and expired ones included. */
export function useApiKeys() {
  return useQuery({
    ...apiQuery(endpoints.apiKeys.list, {}),
    select: (response) => response.data,
  });
}

/** A change of the keys reloads the list (also after a failure: it may be stale). */
const API_KEYS_CHANGED = { invalidates: ['apiKeys'], evenOnFailure: true };

export type CreateApiKeyInput = EndpointInput<typeof endpoints.apiKeys.create>['body'];

export const useCreateApiKey = () =>
  useApiMutation(endpoints.apiKeys.create, {
    input: (body: CreateApiKeyInput) => ({ body }),
    ...API_KEYS_CHANGED,
  });

export const useRevokeApiKey = () =>
  useApiMutation(endpoints.apiKeys.revoke, {
    input: (id: number) => ({ params: { id } }),
    ...API_KEYS_CHANGED,
  });
