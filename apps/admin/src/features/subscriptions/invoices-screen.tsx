import { endpoints, INVOICE_MONTH_PATTERN, type InvoiceItem } from '@job-board/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { BulkBar } from '../../components/ui/bulk-bar';
import { BulkFailuresDialog } from '../../components/ui/bulk-result';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable, type DataTableProps } from '../../components/ui/data-table';
import { DownloadButton } from '../../components/ui/download-button';
import { FilterChips, type FilterChip } from '../../components/ui/filter-chips';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { usePermission } from '../../lib/permissions';
import { useBulkFlow } from '../../lib/use-bulk-flow';
import { useDownload } from '../../lib/use-download';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useSelection } from '../../lib/use-selection';
import { formatDate, formatMonthYear } from '../../utils/format-date';
import { useInvoiceList } from './api/use-invoices';
import { useInvoicesBulk } from './api/use-invoices-bulk';
import { usePackages } from './api/use-packages';
import { InvoiceFilters, type InvoiceFilterValues } from './components/invoice-filters';
import { InvoicePaidDialog } from './components/invoice-paid-dialog';
import { formatAmount } from './format-money';
import { INVOICES_SCREEN_PAGE_SIZE, INVOICES_TEXT } from './messages';

const FILTER_DEFAULTS: InvoiceFilterValues = { paid: '', package: '', partner: '', month: '' };

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const idOf = (value: string) => (ID_TEXT.test(value) ? Number(value) : undefined);

type FilterQuery = {
  paid?: 'yes' | 'no';
  package_id?: number;
  partner_id?: number;
  month?: string;
};

/** The URL's filters as the list's query; a value the server would refuse is left out. */
function queryOf(filters: InvoiceFilterValues): FilterQuery {
  return {
    paid: filters.paid === 'yes' || filters.paid === 'no' ? filters.paid : undefined,
    package_id: idOf(filters.package),
    partner_id: idOf(filters.partner),
    month: INVOICE_MONTH_PATTERN.test(filters.month) ? filters.month : undefined,
  };
}

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

type InvoicesTable = Omit<DataTableProps<InvoiceItem>, 'rows'>;

const COLUMNS: InvoicesTable['columns'] = [
  {
    id: 'number',
    header: INVOICES_TEXT.numberColumn,
    sortField: 'number',
    value: (row) => row.number,
    className: 'whitespace-nowrap font-mono text-xs',
  },
  { id: 'partner', header: INVOICES_TEXT.partnerColumn, value: (row) => row.partner },
  {
    id: 'package',
    header: INVOICES_TEXT.packageColumn,
    value: (row) => row.package,
    priority: 'secondary',
  },
  {
    id: 'amount',
    header: INVOICES_TEXT.amountColumn,
    sortField: 'amount',
    value: (row) => formatAmount(row.amount, row.currency),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  {
    id: 'issued',
    header: INVOICES_TEXT.issuedColumn,
    sortField: 'invoiced_date',
    value: (row) => formatDate(row.invoiced_date),
    className: 'whitespace-nowrap',
    priority: 'secondary',
  },
  {
    id: 'paid_date',
    header: INVOICES_TEXT.paidDateColumn,
    sortField: 'paid_date',
    value: (row) => (row.paid_date ? formatDate(row.paid_date) : null),
    className: 'whitespace-nowrap',
    priority: 'secondary',
  },
  {
    id: 'status',
    header: INVOICES_TEXT.statusColumn,
    value: (row) => (row.paid ? INVOICES_TEXT.paid : INVOICES_TEXT.unpaid),
    render: (row) => <PaidBadge paid={row.paid} />,
  },
];

/**
 * /admin/invoices: every invoice with its number, amount and dates, filtered (status, package,
 * partner, issued month) and sorted by its column headers, all in the URL; each row can be
 * marked paid or unpaid after a confirmation, and a selection (or every match) at once.
 */
export function InvoicesScreen() {
  const list = useListParams<keyof InvoiceFilterValues>({
    filters: FILTER_DEFAULTS,
    defaultSort: '-invoiced_date',
  });
  const filter = queryOf(list.filters);
  const invoices = useInvoiceList({
    page: list.page,
    per_page: INVOICES_SCREEN_PAGE_SIZE,
    sort: list.sort,
    ...filter,
  });
  const packages = usePackages();
  const [changing, setChanging] = useState<InvoiceItem | null>(null);
  usePageInRange(list, invoices.data?.meta.last_page, invoices.isPlaceholderData);

  const canEdit = usePermission('subscriptions.write');
  const selection = useSelection({
    scope: JSON.stringify(filter),
    pageLabel: INVOICES_TEXT.selectPage,
  });
  const bulk = useInvoicesBulk();
  const download = useDownload();
  const total = invoices.data?.meta.total ?? 0;
  const count = selection.count(total);
  const flow = useBulkFlow(
    (action: 'mark-paid' | 'mark-unpaid') =>
      bulk.mutateAsync({
        body: { action, ...selection.target(filter) },
      }),
    selection.clear,
  );

  const isFiltered = Object.values(filter).some((value) => value !== undefined);
  const rows = invoices.data?.data;
  const pageIds = rows?.map((row) => row.id) ?? [];
  const numberOf = (id: number) => rows?.find((row) => row.id === id)?.number;
  const chips = filterChips(list.filters, list.setFilter, {
    packageName: packages.data?.find((item) => String(item.id) === list.filters.package)?.name,
    partnerName:
      filter.partner_id === undefined
        ? undefined
        : rows?.find((row) => row.partner_id === filter.partner_id)?.partner,
  });

  const table: InvoicesTable = {
    label: INVOICES_TEXT.tableLabel,
    columns: COLUMNS,
    rowKey: (row) => row.id,
    rowLabel: (row) => `${row.number} (${row.partner})`,
    sort: { value: list.sort, onChange: list.setSort },
    actions: {
      extraItems: (row) => [
        ...(canEdit
          ? [
              {
                label: row.paid ? INVOICES_TEXT.markUnpaid : INVOICES_TEXT.markPaid,
                onSelect: () => setChanging(row),
              },
            ]
          : []),
        ...(filter.partner_id === row.partner_id
          ? []
          : [
              {
                label: INVOICES_TEXT.onlyPartner,
                onSelect: () => list.setFilter('partner', String(row.partner_id)),
              },
            ]),
      ],
    },
  };

  return (
    <>
      <PageHeader title={INVOICES_TEXT.title} subtitle={INVOICES_TEXT.subtitle} />
      <Card bodyClassName="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <InvoiceFilters
            values={list.filters}
            onChange={list.setFilter}
            packages={packages.data ?? []}
          />
          <DownloadButton
            label={INVOICES_TEXT.exportCsv}
            download={download}
            onClick={() =>
              void download.start(
                endpoints.invoices.export,
                { query: { ...filter, sort: list.sort } },
                INVOICES_TEXT.exportFileName,
              )
            }
          />
        </div>
        <FilterChips chips={chips} />
        {canEdit && (
          <BulkBar selection={selection} total={total} pageKeys={pageIds} noun={INVOICES_TEXT.noun}>
            <Button size="sm" onClick={() => flow.ask('mark-paid')}>
              {INVOICES_TEXT.markPaid}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => flow.ask('mark-unpaid')}>
              {INVOICES_TEXT.markUnpaid}
            </Button>
          </BulkBar>
        )}
        <QueryState
          query={invoices}
          loading={<DataTable {...table} rows={undefined} isLoading skeletonRows={8} />}
          errorFallback={INVOICES_TEXT.loadFailed}
          isEmpty={(page) => page.data.length === 0}
          emptyMessage={isFiltered ? INVOICES_TEXT.noMatch : INVOICES_TEXT.empty}
          className="py-6"
        >
          {(page) => (
            <>
              <DataTable
                {...table}
                rows={page.data}
                selection={canEdit ? selection.table : undefined}
              />
              <Pagination
                currentPage={page.meta.current_page}
                lastPage={page.meta.last_page}
                onPageChange={list.setPage}
                label={INVOICES_TEXT.pages}
              />
            </>
          )}
        </QueryState>
      </Card>
      <InvoicePaidDialog invoice={changing} onClose={() => setChanging(null)} />
      <ConfirmDialog
        open={flow.pending !== null}
        onOpenChange={flow.onConfirmOpenChange}
        title={
          flow.pending === 'mark-unpaid'
            ? INVOICES_TEXT.confirmBulkUnpaid(count)
            : INVOICES_TEXT.confirmBulkPaid(count)
        }
        body={INVOICES_TEXT.confirmBulkBody}
        confirmLabel={
          flow.pending === 'mark-unpaid' ? INVOICES_TEXT.confirmUnpaid : INVOICES_TEXT.confirmPaid
        }
        onConfirm={flow.confirm}
      />
      <BulkFailuresDialog result={flow.failures} onClose={flow.closeFailures} nameOf={numberOf} />
    </>
  );
}

/** The active filters as chips; the names come from the packages and the rows shown. */
function filterChips(
  values: InvoiceFilterValues,
  setFilter: (name: keyof InvoiceFilterValues, value: string) => void,
  names: { packageName?: string; partnerName?: string },
): FilterChip[] {
  const chip = (id: keyof InvoiceFilterValues, label: string): FilterChip => ({
    id,
    label,
    onRemove: () => setFilter(id, ''),
  });
  const month = INVOICE_MONTH_PATTERN.test(values.month)
    ? formatMonthYear(values.month)
    : values.month;
  return [
    ...(values.paid
      ? [
          chip(
            'paid',
            INVOICES_TEXT.chip.paid(
              values.paid === 'yes' ? INVOICES_TEXT.paid : INVOICES_TEXT.unpaid,
            ),
          ),
        ]
      : []),
    ...(values.package
      ? [chip('package', INVOICES_TEXT.chip.package(names.packageName ?? `#${values.package}`))]
      : []),
    ...(values.partner
      ? [chip('partner', INVOICES_TEXT.chip.partner(names.partnerName ?? `#${values.partner}`))]
      : []),
    ...(values.month ? [chip('month', INVOICES_TEXT.chip.month(month))] : []),
  ];
}
