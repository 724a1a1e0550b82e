import { endpoints, type EndpointInput } from '@job-board/contract';
import { useSubscriptionMutation } from './use-subscription-mutation';

export type InvoicesBulkBody = EndpointInput<typeof endpoints.invoices.bulk>['body'];

/** Marks many invoices paid or unpaid in one call, then reloads the lists and the chart. */
export function useInvoicesBulk() {
  return useSubscriptionMutation(endpoints.invoices.bulk, ['invoices']);
}
