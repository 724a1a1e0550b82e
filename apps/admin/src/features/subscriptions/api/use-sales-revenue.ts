import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** Package name → { "YYYY-MM": revenue }, packages by revenue (highest first), months oldest first. */
export function useSalesRevenue() {
  return useQuery({
    ...apiQuery(endpoints.invoices.salesRevenue, {}),
    select: (response) => response.data,
  });
}
