import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get, type ActionResult } from '../../../lib/api-client';
import { usersKeys, type UsersPage } from './get-users';

export type SetUserBlockedInput = { id: number; blocked: boolean };

/** GET /api/user/block/{id} or GET /api/user/unblock/{id} (spec §7). */
export function setUserBlocked({ id, blocked }: SetUserBlockedInput): Promise<ActionResult> {
  return get<ActionResult>(`/api/user/${blocked ? 'block' : 'unblock'}/${id}`);
}

/** Blocks or unblocks a user, then reloads the list (spec §4). */
export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserBlocked,
    onSuccess: (_result, { id, blocked }) => {
      // The row shows its new state at once; the reload below confirms it.
      queryClient.setQueriesData<UsersPage>({ queryKey: usersKeys.all }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((user) => (user.id === id ? { ...user, blocked } : user)),
            }
          : page,
      );
    },
    // Also after a failure (e.g. 409 "already blocked"): the list on screen may be stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
