import type { Paged, PartnerListItem } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

export type PartnerListInput = { page: number; s: string; sort: string };

export function getPartners(
  input: PartnerListInput,
  signal?: AbortSignal,
): Promise<Paged<PartnerListItem>> {
  return get<Paged<PartnerListItem>>('/api/admin/partners', input, { signal });
}

export const partnersQuery = (input: PartnerListInput) =>
  queryOptions({
    queryKey: partnerKeys.list(input),
    queryFn: ({ signal }) => getPartners(input, signal),
  });

/** One page of partners (10 a page), searched and sorted; the previous page stays while paging. */
export function usePartners(input: PartnerListInput) {
  return useQuery({ ...partnersQuery(input), placeholderData: keepPreviousData });
}
