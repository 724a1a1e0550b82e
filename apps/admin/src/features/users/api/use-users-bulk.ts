import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/api-query';

export type UsersBulkBody = EndpointInput<typeof endpoints.users.bulk>['body'];

/** Blocks or unblocks many users in one call, then reloads the list. */
export function useUsersBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UsersBulkBody) => api(endpoints.users.bulk, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.users.list) }),
  });
}
