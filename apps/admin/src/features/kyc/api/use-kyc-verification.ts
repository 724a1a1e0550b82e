import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export const kycVerificationQuery = (id: number) => apiQuery(endpoints.kyc.get, { params: { id } });

/** One verification with fresh signed links to its documents; `id` null waits (invalid id). */
export function useKycVerification(id: number | null) {
  return useQuery({
    ...kycVerificationQuery(id ?? 0),
    enabled: id !== null,
    select: (response) => response.data,
  });
}
