import type { Insights } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME_MS, dashboardKeys } from './dashboard-keys';

export async function getInsights(signal?: AbortSignal): Promise<Insights> {
  const response = await get<{ result: true; data: Insights }>('/api/admin/insights', undefined, {
    signal,
  });
  return response.data;
}

export const insightsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.insights(),
    queryFn: ({ signal }) => getInsights(signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** The jobs, applicants and partners figures of the insight cards. */
export function useInsights() {
  return useQuery(insightsQuery());
}
