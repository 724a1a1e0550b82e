import type { InvoiceItem, Paged } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getInvoices(page: number, signal?: AbortSignal): Promise<Paged<InvoiceItem>> {
  return get<Paged<InvoiceItem>>('/api/admin/invoices', { page }, { signal });
}

export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: subscriptionKeys.invoices(page),
    queryFn: ({ signal }) => getInvoices(page, signal),
  });

/** One page of invoices (3 a page, newest first); the previous page stays while paging. */
export function useInvoices(page: number) {
  return useQuery({ ...invoicesQuery(page), placeholderData: keepPreviousData });
}
