import { endpoints, type EndpointInput } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/api-query';

export type KycBulkInput = EndpointInput<typeof endpoints.kyc.bulk>['body'];

/** Approves or rejects many verifications in one call, then reloads the lists and counts. */
export function useKycBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycBulkInput) => api(endpoints.kyc.bulk, { body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.kyc.list) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.kyc.stats) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.kyc.get) }),
      ]);
    },
  });
}
