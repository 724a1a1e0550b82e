import { endpoints } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/api-query';

/**
 * Blocks or unblocks the user of a record page; then the record, its audit trail and the users
 * list are loaded again (also after a failure such as 409 "already blocked": the page may be
 * stale).
 */
export function useRecordBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      api(blocked ? endpoints.users.block : endpoints.users.unblock, { params: { id } }),
    onSettled: () =>
      Promise.all(
        ['records', 'audit', 'users'].map((area) =>
          queryClient.invalidateQueries({ queryKey: areaKey(area) }),
        ),
      ),
  });
}
