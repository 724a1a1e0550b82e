import type { SalesRevenue } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Package name → { "YYYY-MM": revenue }, packages by revenue (highest first), months oldest first. */
export async function getSalesRevenue(signal?: AbortSignal): Promise<SalesRevenue> {
  const response = await get<{ result: true; data: SalesRevenue }>(
    '/api/invoices/sales-revenue',
    undefined,
    { signal },
  );
  return response.data;
}

export const salesRevenueQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.salesRevenue(),
    queryFn: ({ signal }) => getSalesRevenue(signal),
  });

export function useSalesRevenue() {
  return useQuery(salesRevenueQuery());
}
