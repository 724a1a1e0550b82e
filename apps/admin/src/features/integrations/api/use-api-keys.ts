import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, areaKey } from '../../../lib/api-query';

/** The API keys of the platform's services, revoked and expired ones included. */
export function useApiKeys() {
  return useQuery({
    ...apiQuery(endpoints.apiKeys.list, {}),
    select: (response) => response.data,
  });
}

/** A change of the keys, then the list reloads (also after a failure: it may be stale). */
function useApiKeysMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('apiKeys') }),
  });
}

export type CreateApiKeyInput = EndpointInput<typeof endpoints.apiKeys.create>['body'];

export const useCreateApiKey = () =>
  useApiKeysMutation((body: CreateApiKeyInput) => api(endpoints.apiKeys.create, { body }));

export const useRevokeApiKey = () =>
  useApiKeysMutation((id: number) => api(endpoints.apiKeys.revoke, { params: { id } }));
