import type { KycRecord } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { kycKeys } from './kyc-keys';

type KycDetailResponse = { data: KycRecord };

export async function getKycVerification(id: number, signal?: AbortSignal): Promise<KycRecord> {
  const response = await get<KycDetailResponse>(`/api/admin/kyc/${id}`, undefined, { signal });
  return response.data;
}

export const kycVerificationQuery = (id: number) =>
  queryOptions({
    queryKey: kycKeys.detail(id),
    queryFn: ({ signal }) => getKycVerification(id, signal),
  });

/** One verification with fresh signed links to its documents; `id` null waits (invalid id). */
export function useKycVerification(id: number | null) {
  return useQuery({ ...kycVerificationQuery(id ?? 0), enabled: id !== null });
}
