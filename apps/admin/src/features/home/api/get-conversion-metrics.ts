import type { ConversionMetrics } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME_MS, dashboardKeys } from './dashboard-keys';

export async function getConversionMetrics(signal?: AbortSignal): Promise<ConversionMetrics> {
  const response = await get<{ result: true; data: ConversionMetrics }>(
    '/api/admin/conversion-metrics',
    undefined,
    { signal },
  );
  return response.data;
}

export const conversionMetricsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.conversionMetrics(),
    queryFn: ({ signal }) => getConversionMetrics(signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** Applications selected and all applications, over all time. */
export function useConversionMetrics() {
  return useQuery(conversionMetricsQuery());
}
