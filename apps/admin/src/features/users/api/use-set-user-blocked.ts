import { endpoints, type ResponseOf } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/api-query';

type UsersPage = ResponseOf<typeof endpoints.users.list>;

/** Blocks or unblocks a user (spec §4), then reloads the list. */
export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  const usersList = endpointKey(endpoints.users.list);
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      api(blocked ? endpoints.users.block : endpoints.users.unblock, { params: { id } }),
    onSuccess: (_result, { id, blocked }) => {
      // The row shows its new state at once; the reload below confirms it.
      queryClient.setQueriesData<UsersPage>({ queryKey: usersList }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((user) => (user.id === id ? { ...user, blocked } : user)),
            }
          : page,
      );
    },
    // Also after a failure (e.g. 409 "already blocked"): the list on screen may be stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersList }),
  });
}
