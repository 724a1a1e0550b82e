import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

type InvoiceListQuery = NonNullable<EndpointInput<typeof endpoints.invoices.list>['query']>;

/**
 * A page of invoices (the Invoices screen's, filtered and sorted, or the Subscriptions panel's),
 * at its page size; the previous page stays while paging.
 */
export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery({
    ...apiQuery(endpoints.invoices.list, { query }),
    placeholderData: keepPreviousData,
  });
}
