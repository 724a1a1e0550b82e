import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { RESTORE_REFRESHES } from '../../../lib/use-undo';

export type TrashQuery = EndpointInput<typeof endpoints.trash.list>['query'];
export type TrashBulkBody = EndpointInput<typeof endpoints.trash.bulk>['body'];
export type RestoreBody = NonNullable<EndpointInput<typeof endpoints.trash.restore>['body']>;

/**
 * One page of the trash. Asked again each time the screen shows: deletes happen on every screen
 * (and by other admins), none of which reloads the trash.
 */
export function useTrash(query: TrashQuery) {
  return useQuery({
    ...apiQuery(endpoints.trash.list, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Restores one unit, with a way out of a conflict (`rename`, `with_parents`) when given. */
export const useRestoreTrashItem = () =>
  useApiMutation(endpoints.trash.restore, {
    input: ({ id, body }: { id: number; body: RestoreBody }) => ({ params: { id }, body }),
    invalidates: RESTORE_REFRESHES,
    // A refusal may mean the trash on screen is stale (restored or purged by someone else).
    evenOnFailure: true,
  });

/** Restores or purges many units, each on its own. */
export const useTrashBulk = () =>
  useApiMutation(endpoints.trash.bulk, {
    input: (body: TrashBulkBody) => ({ body }),
    invalidates: RESTORE_REFRESHES,
    evenOnFailure: true,
  });

/** Deletes one unit for good (owners only). */
export const usePurgeTrashItem = () =>
  useApiMutation(endpoints.trash.purge, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['trash'],
    evenOnFailure: true,
  });
