import type { KycListResponse, KycStatusFilter } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { kycKeys } from './kyc-keys';

export type KycListInput = { status: KycStatusFilter; page: number };

export function getKycVerifications(
  { status, page }: KycListInput,
  signal?: AbortSignal,
): Promise<KycListResponse> {
  return get<KycListResponse>('/api/admin/kyc', { status, page }, { signal });
}

export const kycVerificationsQuery = (input: KycListInput) =>
  queryOptions({
    queryKey: kycKeys.list(input.status, input.page),
    queryFn: ({ signal }) => getKycVerifications(input, signal),
  });

/** One page of verifications with the counts by status; the previous page stays while paging. */
export function useKycVerifications(input: KycListInput) {
  return useQuery({ ...kycVerificationsQuery(input), placeholderData: keepPreviousData });
}
