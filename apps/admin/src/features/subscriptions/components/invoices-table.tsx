import type { InvoiceItem } from '@job-board/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useInvoices } from '../api/use-invoices';
import { SUBSCRIPTIONS_TEXT } from '../messages';

const COLUMNS: readonly Column<InvoiceItem>[] = [
  { id: 'partner', header: SUBSCRIPTIONS_TEXT.partnerColumn, value: (row) => row.partner },
  { id: 'package', header: SUBSCRIPTIONS_TEXT.packageColumn, value: (row) => row.package },
  { id: 'paid', header: SUBSCRIPTIONS_TEXT.paidColumn, kind: 'boolean', value: (row) => row.paid },
];

/** The invoices as a table without row actions; its skeleton while `rows` is undefined. */
function InvoiceRows({ rows }: { rows: readonly InvoiceItem[] | undefined }) {
  return (
    <DataTable
      label={SUBSCRIPTIONS_TEXT.invoicesHeading}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${row.partner}, ${row.package} (invoice ${row.number})`}
      isLoading={rows === undefined}
      skeletonRows={3}
    />
  );
}

/**
 * The paged Invoices table (3 a page, no row actions); its page is ?invoices_page= in the URL.
 * "View all invoices" opens the Invoices screen.
 */
export function InvoicesTable() {
  const list = useListParams({ prefix: 'invoices' });
  const invoices = useInvoices(list.page);
  usePageInRange(list, invoices.data?.meta.last_page, invoices.isPlaceholderData);

  return (
    <Card
      title={SUBSCRIPTIONS_TEXT.invoicesHeading}
      actions={
        <Link
          to="/invoices"
          className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
        >
          {SUBSCRIPTIONS_TEXT.viewAllInvoices}
        </Link>
      }
      bodyClassName="flex flex-col gap-3 pb-4"
    >
      <QueryState
        query={invoices}
        loading={<InvoiceRows rows={undefined} />}
        errorFallback={SUBSCRIPTIONS_TEXT.loadFailed('invoices')}
        isEmpty={(page) => page.data.length === 0}
        emptyMessage={SUBSCRIPTIONS_TEXT.noInvoices}
        className="py-6"
      >
        {(page) => (
          <>
            <InvoiceRows rows={page.data} />
            <Pagination
              currentPage={page.meta.current_page}
              lastPage={page.meta.last_page}
              onPageChange={list.setPage}
              label={SUBSCRIPTIONS_TEXT.invoicesPages}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
