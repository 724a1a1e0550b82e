import type { InvoiceItem } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { formatDate } from '../../../utils/format-date';
import { formatAmount } from '../format-money';
import { INVOICES_TEXT } from '../messages';

function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={
        paid
          ? 'inline-flex rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset'
          : 'inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset'
      }
    >
      {paid ? INVOICES_TEXT.paid : INVOICES_TEXT.unpaid}
    </span>
  );
}

/** How the invoices list shows its columns (INVOICES_LIST); partner and package are its fields. */
export const INVOICE_CELLS: CellSpecs<InvoiceItem> = {
  number: { value: (row) => row.number, className: 'whitespace-nowrap font-mono text-xs' },
  amount: {
    value: (row) => formatAmount(row.amount, row.currency),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  invoiced_date: { value: (row) => formatDate(row.invoiced_date), className: 'whitespace-nowrap' },
  paid_date: {
    value: (row) => (row.paid_date ? formatDate(row.paid_date) : null),
    className: 'whitespace-nowrap',
  },
  paid: {
    value: (row) => (row.paid ? INVOICES_TEXT.paid : INVOICES_TEXT.unpaid),
    render: (row) => <PaidBadge paid={row.paid} />,
  },
};
