import { endpoints, INVOICES_LIST, type InvoiceItem } from '@job-board/contract';
import { useState } from 'react';
import type { TitledListText } from '../../components/list/titled-list';
import type { ListBulk } from '../../components/list/list-view';
import { ListScreen } from '../../components/list/list-screen';
import { useListView } from '../../components/list/use-list-view';
import type { RowMenuItem } from '../../components/ui/row-menu';
import { PARTNER_COMBOBOX } from '../../lib/partner-choices';
import { usePermission } from '../../lib/permissions';
import { useInvoiceList } from './api/use-invoices';
import { useInvoicesBulk } from './api/use-invoices-bulk';
import { usePackages } from './api/use-packages';
import { INVOICE_CELLS } from './components/invoice-cells';
import { InvoicePaidDialog } from './components/invoice-paid-dialog';
import { INVOICES_TEXT } from './messages';

type InvoiceBulkAction = (typeof INVOICES_LIST.bulkActions)[number]['action'];

const LIST_TEXT: TitledListText = {
  noun: INVOICES_TEXT.noun,
  loadFailed: INVOICES_TEXT.loadFailed,
  empty: INVOICES_TEXT.empty,
  noFilterMatch: INVOICES_TEXT.noMatch,
};

const SEARCHED_FILTERS = { partner_id: PARTNER_COMBOBOX };

/**
 * /admin/invoices: every invoice (INVOICES_LIST) with its number, amount and dates, filtered
 * (status, package, partner, issued month), sorted, paged and exported, all in the URL; each row
 * can be marked paid or unpaid after a confirmation, and a selection (or every match) at once.
 */
export function InvoicesScreen() {
  const view = useListView(INVOICES_LIST);
  const invoices = useInvoiceList(view.query);
  const packages = usePackages();
  const bulk = useInvoicesBulk();
  const canEdit = usePermission('subscriptions.write');
  const [changing, setChanging] = useState<InvoiceItem | null>(null);
  const partnerId = view.filters.partner_id;

  const bulkActions: ListBulk<InvoiceBulkAction, typeof INVOICES_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ body: { action, ...target } }),
    confirm: (action, count) => ({
      title:
        action === 'mark-unpaid'
          ? INVOICES_TEXT.confirmBulkUnpaid(count)
          : INVOICES_TEXT.confirmBulkPaid(count),
      body: INVOICES_TEXT.confirmBulkBody,
    }),
  };

  const rowItems = (row: InvoiceItem): RowMenuItem[] => [
    ...(canEdit
      ? [
          {
            label: row.paid ? INVOICES_TEXT.markUnpaid : INVOICES_TEXT.markPaid,
            onSelect: () => setChanging(row),
          },
        ]
      : []),
    ...(partnerId === String(row.partner_id)
      ? []
      : [
          {
            label: INVOICES_TEXT.onlyPartner,
            onSelect: () => view.setFilter('partner_id', String(row.partner_id)),
          },
        ]),
  ];

  return (
    <ListScreen
      header={INVOICES_TEXT}
      view={view}
      data={invoices}
      text={LIST_TEXT}
      rowLabel={(row) => `${row.number} (${row.partner})`}
      cells={INVOICE_CELLS}
      actions={{ extraItems: rowItems }}
      filterOptions={{
        package_id: (packages.data ?? []).map((item) => ({
          value: String(item.id),
          label: item.name,
        })),
      }}
      searchedFilters={SEARCHED_FILTERS}
      bulk={bulkActions}
      exportFile={{
        endpoint: endpoints.invoices.export,
        fileName: INVOICES_TEXT.exportFileName,
      }}
    >
      <InvoicePaidDialog invoice={changing} onClose={() => setChanging(null)} />
    </ListScreen>
  );
}
