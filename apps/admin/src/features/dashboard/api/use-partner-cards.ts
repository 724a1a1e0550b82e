import { DASHBOARD_LIMITS, endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** The partners who joined last, as many as the dashboard shows. */
export function usePartnerCards() {
  return useQuery({
    ...apiQuery(endpoints.partners.cards, {}),
    select: (response) => response.data.slice(0, DASHBOARD_LIMITS.partners),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
