import { endpoints } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQuery } from '../../../lib/api-query';

/**
 * Asks the server for the review queue's next pending verification after `after` (oldest
 * submitted first, wrapping round); resolves to its id, or null when none other is pending.
 * Always asked afresh: another admin may have decided records meanwhile.
 */
export function useNextPendingKyc() {
  const queryClient = useQueryClient();
  return useCallback(
    async (after: number): Promise<number | null> => {
      const answer = await queryClient.fetchQuery({
        ...apiQuery(endpoints.kyc.next, { query: { after } }),
        staleTime: 0,
      });
      return answer.data?.id ?? null;
    },
    [queryClient],
  );
}
