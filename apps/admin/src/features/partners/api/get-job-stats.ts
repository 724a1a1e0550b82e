import type { JobStats } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

/** Applications made and selected in each month of the current year, January first. */
export async function getJobStats(signal?: AbortSignal): Promise<JobStats> {
  const response = await get<{ result: true; data: JobStats }>('/api/jobs/stats', undefined, {
    signal,
  });
  return response.data;
}

export const jobStatsQuery = () =>
  queryOptions({
    queryKey: partnerKeys.jobStats(),
    queryFn: ({ signal }) => getJobStats(signal),
  });

export function useJobStats() {
  return useQuery(jobStatsQuery());
}
