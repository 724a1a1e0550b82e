import { DASHBOARD_LIMITS, endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** The first jobs of the jobs list (newest first), as many as the dashboard shows. */
export function useLatestJobs() {
  return useQuery({
    ...apiQuery(endpoints.jobs.list, { query: { page: 1 } }),
    select: (page) => page.data.slice(0, DASHBOARD_LIMITS.jobs),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
