import type { TopPerformersPage } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

export async function getTopPerformers(
  page: number,
  signal?: AbortSignal,
): Promise<TopPerformersPage> {
  const response = await get<{ result: true; data: TopPerformersPage }>(
    '/api/partner/top-performers',
    { page },
    { signal },
  );
  return response.data;
}

export const topPerformersQuery = (page: number) =>
  queryOptions({
    queryKey: partnerKeys.topPerformers(page),
    queryFn: ({ signal }) => getTopPerformers(page, signal),
  });

/** One page of top performers (4 a page, most published jobs first). */
export function useTopPerformers(page: number) {
  return useQuery({ ...topPerformersQuery(page), placeholderData: keepPreviousData });
}
