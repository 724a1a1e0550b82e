import { endpoints, type EndpointInput, type Role } from '@job-board/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, endpointKey } from '../../../lib/api-query';

/** One page of admins, searched, filtered and sorted; the page stays on screen while the next loads. */
export function useAdmins(query: EndpointInput<typeof endpoints.admins.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.admins.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A change of the team, then the list reloads (also after a failure: it may be stale). */
function useAdminsMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.admins.list) }),
  });
}

export type InviteAdminInput = EndpointInput<typeof endpoints.admins.invite>['body'];

export const useInviteAdmin = () =>
  useAdminsMutation((body: InviteAdminInput) => api(endpoints.admins.invite, { body }));

export const useChangeAdminRole = () =>
  useAdminsMutation(({ id, role }: { id: number; role: Role }) =>
    api(endpoints.admins.changeRole, { params: { id }, body: { role } }),
  );

export type AdminAction = 'deactivate' | 'reactivate' | 'reinvite';

export const useAdminAction = () =>
  useAdminsMutation(({ id, action }: { id: number; action: AdminAction }) =>
    api(endpoints.admins[action], { params: { id } }),
  );
