import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/api-query';
import { kycVerificationQuery } from './use-kyc-verification';

/**
 * Approves, rejects or comments on a verification. On success the detail shows the returned
 * record at once and loads again for its decision history; the lists and counts are loaded
 * again too (spec §4).
 */
export function useVerifyKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof endpoints.kyc.verify>) =>
      api(endpoints.kyc.verify, input),
    onSuccess: ({ verification }) => {
      const { queryKey } = kycVerificationQuery(verification.id);
      queryClient.setQueryData(queryKey, (shown) =>
        shown ? { data: { ...shown.data, ...verification } } : shown,
      );
      // Not awaited: the success feedback need not wait for the lists to come back.
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.kyc.list) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.kyc.stats) });
    },
  });
}
