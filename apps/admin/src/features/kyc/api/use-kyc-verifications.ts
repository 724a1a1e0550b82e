import { endpoints, type KycStatusFilter } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of verifications with the counts by status; the previous page stays while paging. */
export function useKycVerifications(status: KycStatusFilter, page: number) {
  return useQuery({
    ...apiQuery(endpoints.kyc.list, { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}
