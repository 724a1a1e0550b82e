import { DASHBOARD_LIMITS, type JobItem, type Paged } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME_MS, dashboardKeys } from './dashboard-keys';

/** The first jobs of the jobs list (newest first), as many as the dashboard shows. */
export async function getLatestJobs(signal?: AbortSignal): Promise<JobItem[]> {
  const response = await get<Paged<JobItem>>('/api/jobs/all', { page: 1 }, { signal });
  return response.data.slice(0, DASHBOARD_LIMITS.jobs);
}

export const latestJobsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.latestJobs(),
    queryFn: ({ signal }) => getLatestJobs(signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

export function useLatestJobs() {
  return useQuery(latestJobsQuery());
}
