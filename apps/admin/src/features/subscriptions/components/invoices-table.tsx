import { INVOICES_LIST, type InvoiceItem } from '@job-board/contract';
import { embeddedList } from '../../../components/list/embedded-list';
import type { CellSpecs } from '../../../components/list/list-columns';
import { ListCard, type TitledListText } from '../../../components/list/list-card';
import { useListView } from '../../../components/list/use-list-view';
import { ViewAllLink } from '../../../components/ui/view-all-link';
import { useInvoiceList } from '../api/use-invoices';
import { SUBSCRIPTIONS_TEXT } from '../messages';

/** The panel's part of INVOICES_LIST: the columns Partner, Package and Paid, newest issued first. */
const PANEL_LIST = embeddedList(INVOICES_LIST, {
  name: 'subscriptions_invoices',
  columns: {
    partner: SUBSCRIPTIONS_TEXT.partnerColumn,
    package: SUBSCRIPTIONS_TEXT.packageColumn,
    paid: SUBSCRIPTIONS_TEXT.paidColumn,
  },
});

const CELLS: CellSpecs<InvoiceItem> = {
  paid: { kind: 'boolean', value: (row) => row.paid },
};

const LIST_TEXT: TitledListText = {
  noun: 'invoices',
  loadFailed: SUBSCRIPTIONS_TEXT.loadFailed('invoices'),
  empty: SUBSCRIPTIONS_TEXT.noInvoices,
  pagesLabel: SUBSCRIPTIONS_TEXT.invoicesPages,
};

/**
 * The paged Invoices table (3 a page unless another page size is chosen, no row actions); its
 * parameters carry the `invoices_` prefix (?invoices_page=). "View all invoices" opens the
 * Invoices screen.
 */
export function InvoicesTable() {
  const view = useListView(PANEL_LIST, { prefix: 'invoices' });
  const invoices = useInvoiceList(view.query);

  return (
    <ListCard
      title={SUBSCRIPTIONS_TEXT.invoicesHeading}
      headerActions={<ViewAllLink to="/invoices">{SUBSCRIPTIONS_TEXT.viewAllInvoices}</ViewAllLink>}
      view={view}
      data={invoices}
      text={LIST_TEXT}
      rowLabel={(row) => `${row.partner}, ${row.package} (invoice ${row.number})`}
      cells={CELLS}
    />
  );
}
