import { endpoints } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQuery } from '../../../lib/api-query';
import type { KycQueueView } from '../kyc-list-location';

/**
 * Asks the server for the review queue's next pending verification after `after`, in the order
 * and with the filters of `view` (the list the page was opened from; null: the queue's own order,
 * oldest submitted first), wrapping round; resolves to its id, or null when none other is
 * pending. Always asked afresh: another admin may have decided records meanwhile.
 */
export function useNextPendingKyc() {
  const queryClient = useQueryClient();
  return useCallback(
    async (after: number, view: KycQueueView | null): Promise<number | null> => {
      const answer = await queryClient.fetchQuery({
        ...apiQuery(endpoints.kyc.next, { query: { ...view, after } }),
        staleTime: 0,
      });
      return answer.data?.id ?? null;
    },
    [queryClient],
  );
}
