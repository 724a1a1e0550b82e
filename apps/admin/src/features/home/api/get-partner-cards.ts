import { DASHBOARD_LIMITS, type PartnerCard } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME_MS, dashboardKeys } from './dashboard-keys';

/** The partners who joined last, as many as the dashboard shows. */
export async function getPartnerCards(signal?: AbortSignal): Promise<PartnerCard[]> {
  const response = await get<{ data: PartnerCard[] }>('/api/partner/dashboard', undefined, {
    signal,
  });
  return response.data.slice(0, DASHBOARD_LIMITS.partners);
}

export const partnerCardsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.partnerCards(),
    queryFn: ({ signal }) => getPartnerCards(signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

export function usePartnerCards() {
  return useQuery(partnerCardsQuery());
}
