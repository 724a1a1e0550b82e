import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of invoices (3 a page, newest first); the previous page stays while paging. */
export function useInvoices(page: number) {
  return useQuery({
    ...apiQuery(endpoints.invoices.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export type InvoiceListQuery = NonNullable<EndpointInput<typeof endpoints.invoices.list>['query']>;

/** A page of the invoices screen: filtered, sorted, at its own page size. */
export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery({
    ...apiQuery(endpoints.invoices.list, { query }),
    placeholderData: keepPreviousData,
  });
}
