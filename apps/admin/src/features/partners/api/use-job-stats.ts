import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** Applications made and selected in each month of the current year, January first. */
export function useJobStats() {
  return useQuery({
    ...apiQuery(endpoints.dashboard.jobStats, {}),
    select: (response) => response.data,
  });
}
