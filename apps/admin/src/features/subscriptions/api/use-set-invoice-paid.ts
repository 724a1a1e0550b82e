import { endpoints } from '@job-board/contract';
import { useSubscriptionMutation } from './use-subscription-mutation';

/**
 * Marks an invoice paid or unpaid, then reloads the invoices area (the lists and the sales
 * revenue chart, whose figures are the paid invoices' sums) and the record pages listing it.
 */
export function useSetInvoicePaid() {
  return useSubscriptionMutation(endpoints.invoices.setPaid, ['invoices', 'records']);
}
