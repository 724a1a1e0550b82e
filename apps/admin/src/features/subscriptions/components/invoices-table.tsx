import type { InvoiceItem } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-error';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useInvoices } from '../api/get-invoices';
import { SUBSCRIPTIONS_TEXT } from '../messages';

const COLUMNS: readonly Column<InvoiceItem>[] = [
  { id: 'partner', header: SUBSCRIPTIONS_TEXT.partnerColumn, value: (row) => row.partner },
  { id: 'package', header: SUBSCRIPTIONS_TEXT.packageColumn, value: (row) => row.package },
  { id: 'paid', header: SUBSCRIPTIONS_TEXT.paidColumn, kind: 'boolean', value: (row) => row.paid },
];

/** The paged Invoices table (3 a page, no row actions); its page is ?invoices_page= in the URL. */
export function InvoicesTable() {
  const list = useListParams({ prefix: 'invoices' });
  const invoices = useInvoices(list.page);
  usePageInRange(list, invoices.data?.meta.last_page, invoices.isPlaceholderData);

  return (
    <Card title={SUBSCRIPTIONS_TEXT.invoicesHeading} bodyClassName="flex flex-col gap-3 pb-4">
      <DataTable
        label={SUBSCRIPTIONS_TEXT.invoicesHeading}
        columns={COLUMNS}
        rows={invoices.data?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${row.partner}, ${row.package} (invoice ${row.id})`}
        isLoading={invoices.isPending}
        error={invoices.isError && !invoices.data ? errorMessage(invoices.error, '') : null}
        onRetry={() => void invoices.refetch()}
        emptyMessage={SUBSCRIPTIONS_TEXT.noInvoices}
        skeletonRows={3}
      />
      <Pagination
        currentPage={invoices.data?.meta.current_page ?? list.page}
        lastPage={invoices.data?.meta.last_page ?? 1}
        onPageChange={list.setPage}
        label={SUBSCRIPTIONS_TEXT.invoicesPages}
      />
    </Card>
  );
}
