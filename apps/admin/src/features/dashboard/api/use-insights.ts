import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** The jobs, applicants and partners figures of the insight cards. */
export function useInsights() {
  return useQuery({
    ...apiQuery(endpoints.dashboard.insights, {}),
    select: (response) => response.data,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
