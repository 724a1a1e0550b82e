import { endpoints, type ResponseOf } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { endpointKey } from '../../../lib/api-query';

type UsersPage = ResponseOf<typeof endpoints.users.list>;

/**
 * Blocks or unblocks a user, then reloads the list. The endpoint follows the choice, so
 * the call is written here.
 */
export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useApiMutation(
    ({ id, blocked }: { id: number; blocked: boolean }) =>
      api(blocked ? endpoints.users.block : endpoints.users.unblock, { params: { id } }),
    {
      onSuccess: (_result, { id, blocked }) => {
        // The row shows its new state at once; the reload below confirms it.
        queryClient.setQueriesData<UsersPage>(
          { queryKey: endpointKey(endpoints.users.list) },
          (page) =>
            page
              ? {
                  ...page,
                  data: page.data.map((user) => (user.id === id ? { ...user, blocked } : user)),
                }
              : page,
        );
      },
      invalidates: [endpoints.users.list],
      // Also after a failure (e.g. 409 "already blocked"): the list on screen may be stale.
      evenOnFailure: true,
    },
  );
}
