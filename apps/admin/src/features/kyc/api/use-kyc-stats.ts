import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** The counts of verifications by status. */
export function useKycStats() {
  return useQuery({ ...apiQuery(endpoints.kyc.stats, {}), select: (response) => response.stats });
}
