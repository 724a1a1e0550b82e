import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export type KycListInput = NonNullable<EndpointInput<typeof endpoints.kyc.list>['query']>;

/**
 * One page of verifications (filtered by status, ID type and submission days) with the counts by
 * status; the previous page stays while paging.
 */
export function useKycVerifications(query: KycListInput) {
  return useQuery({
    ...apiQuery(endpoints.kyc.list, { query }),
    placeholderData: keepPreviousData,
  });
}
