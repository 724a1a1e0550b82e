import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** Applications selected and all applications, over all time. */
export function useConversionMetrics() {
  return useQuery({
    ...apiQuery(endpoints.dashboard.conversionMetrics, {}),
    select: (response) => response.data,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
