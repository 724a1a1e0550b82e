import type { InvoiceItem } from '@job-board/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/toasts';
import { useSetInvoicePaid } from '../api/use-set-invoice-paid';
import { formatAmount } from '../format-money';
import { INVOICES_TEXT } from '../messages';

type InvoicePaidDialogProps = {
  /** The invoice to mark paid (when unpaid) or unpaid (when paid); null keeps it closed. */
  invoice: Pick<InvoiceItem, 'id' | 'number' | 'partner' | 'amount' | 'currency' | 'paid'> | null;
  onClose: () => void;
};

/**
 * Asks before marking an invoice paid or unpaid, then does it: the server's sentence as a toast
 * on success, its message inside the dialog on failure (e.g. another admin did it first).
 */
export function InvoicePaidDialog({ invoice, onClose }: InvoicePaidDialogProps) {
  const setPaid = useSetInvoicePaid();
  if (!invoice) return null;
  const paid = !invoice.paid;
  const amount = formatAmount(invoice.amount, invoice.currency);

  async function confirm() {
    const result = await setPaid.mutateAsync({
      params: { id: invoice!.id },
      body: { paid },
    });
    notifySuccess(result.message);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        paid
          ? INVOICES_TEXT.confirmPaidTitle(invoice.number)
          : INVOICES_TEXT.confirmUnpaidTitle(invoice.number)
      }
      body={
        paid
          ? INVOICES_TEXT.confirmPaidBody(amount, invoice.partner)
          : INVOICES_TEXT.confirmUnpaidBody(amount, invoice.partner)
      }
      confirmLabel={paid ? INVOICES_TEXT.confirmPaid : INVOICES_TEXT.confirmUnpaid}
      onConfirm={confirm}
    />
  );
}
