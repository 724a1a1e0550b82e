import { endpoints } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { kycVerificationQuery } from './use-kyc-verification';

/**
 * Approves, rejects or comments on a verification. On success the detail shows the returned
 * record at once and loads again for its decision history; the lists and counts are loaded
 * again too.
 */
export function useVerifyKyc() {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.kyc.verify, {
    onSuccess: ({ verification }) => {
      const { queryKey } = kycVerificationQuery(verification.id);
      queryClient.setQueryData(queryKey, (shown) =>
        shown ? { data: { ...shown.data, ...verification } } : shown,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
    invalidates: [endpoints.kyc.list, endpoints.kyc.stats],
    // The success feedback need not wait for the lists to come back.
    waitForReload: false,
  });
}
