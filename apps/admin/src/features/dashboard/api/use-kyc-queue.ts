import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { HOME_LIST_LENGTH } from '../messages';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/**
 * The review queue as the KYC list answers it: pending records, oldest submitted first, with the
 * counts by status. Both KYC widgets read this one call.
 */
const KYC_QUEUE = apiQuery(endpoints.kyc.list, {
  query: { status: 'pending', sort: 'submitted_at', page: 1 },
});

/** The counts of verifications by status. */
export function useKycFigures() {
  return useQuery({
    ...KYC_QUEUE,
    select: (answer) => answer.stats,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}

/** The verifications waiting longest for review, oldest first. */
export function useOldestPendingKyc() {
  return useQuery({
    ...KYC_QUEUE,
    select: (answer) => answer.verifications.data.slice(0, HOME_LIST_LENGTH),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
