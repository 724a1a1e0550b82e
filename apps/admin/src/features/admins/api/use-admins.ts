import { endpoints, type EndpointInput, type Role } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** One page of admins, searched, filtered and sorted; the page stays on screen while the next loads. */
export function useAdmins(query: EndpointInput<typeof endpoints.admins.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.admins.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A change of the team reloads the list (also after a failure: it may be stale). */
const TEAM_CHANGED = { invalidates: [endpoints.admins.list], evenOnFailure: true };

export type InviteAdminInput = EndpointInput<typeof endpoints.admins.invite>['body'];

export const useInviteAdmin = () =>
  useApiMutation(endpoints.admins.invite, {
    input: (body: InviteAdminInput) => ({ body }),
    ...TEAM_CHANGED,
  });

export const useChangeAdminRole = () =>
  useApiMutation(endpoints.admins.changeRole, {
    input: ({ id, role }: { id: number; role: Role }) => ({ params: { id }, body: { role } }),
    ...TEAM_CHANGED,
  });

/**
 * A fresh link of a pending invitation (earlier ones stop working). It resolves without waiting
 * for the list's reload, so the link reaches the clipboard while the click is recent.
 */
export const useInvitationLink = () =>
  useApiMutation(endpoints.admins.invitationLink, {
    input: (id: number) => ({ params: { id } }),
    ...TEAM_CHANGED,
    waitForReload: false,
  });

export type AdminAction = 'deactivate' | 'reactivate' | 'reinvite';

/** The endpoint follows the action, so the call is written here. */
export const useAdminAction = () =>
  useApiMutation(
    ({ id, action }: { id: number; action: AdminAction }) =>
      api(endpoints.admins[action], { params: { id } }),
    TEAM_CHANGED,
  );
