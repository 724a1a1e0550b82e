import type { KycDecision, KycVerifyResponse } from '@job-board/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';
import { kycKeys } from './kyc-keys';

/**
 * `status` decides (approved or rejected); left out, only the comment is saved. `admin_comment`
 * left out keeps the stored comment; blank clears it.
 */
export type VerifyKycInput = { id: number; status?: KycDecision; admin_comment?: string };

export function verifyKyc({ id, ...body }: VerifyKycInput): Promise<KycVerifyResponse> {
  return post<KycVerifyResponse>(`/api/admin/kyc/verify/${id}`, body);
}

/**
 * Approves, rejects or comments on a verification. On success the detail shows the returned
 * record at once, and the lists and counts are loaded again (spec §4).
 */
export function useVerifyKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyKyc,
    onSuccess: (response) => {
      queryClient.setQueryData(kycKeys.detail(response.verification.id), response.verification);
      // Not awaited: the success feedback need not wait for the lists to come back.
      void queryClient.invalidateQueries({ queryKey: kycKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: kycKeys.stats() });
    },
  });
}
