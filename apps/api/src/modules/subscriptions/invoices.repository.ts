import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import {
  INVOICES_LIST,
  type InvoiceItem,
  type InvoiceSortField,
  type InvoicesFilterQuery,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  defaultSortOf,
  type ExportedOf,
  type ListFilterInput,
  type ListTable,
} from '../../lib/lists/list-table.js';
import { fromCents } from '../../lib/money.js';
import { anyColumnContains } from '../../lib/search.js';

export type InvoiceRow = {
  id: number;
  number: string;
  partner_id: number;
  partner: string;
  package_id: number;
  package: string;
  amount_cents: number;
  currency: string;
  is_paid: number;
  invoiced_at: string;
  paid_at: string | null;
};

/** The invoices list's filter (a bulk action's has no sort: newest first). */
type InvoicesListFilter = InvoicesFilterQuery & ListFilterInput<InvoiceSortField>;

/** The first instant of the month after `YYYY-MM`, as ISO text. */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString();
}

/** The filter's conditions, the search (by invoice number) among them. */
function filterConditions(filter: InvoicesListFilter): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'invoices'>();
  const parts: Expression<SqlBool>[] = [];
  if (filter.s) parts.push(anyColumnContains(['invoices.number'], filter.s));
  if (filter.paid) parts.push(eb('invoices.is_paid', '=', filter.paid === 'yes' ? 1 : 0));
  if (filter.package_id !== undefined) {
    parts.push(eb('invoices.package_id', '=', filter.package_id));
  }
  if (filter.partner_id !== undefined) {
    parts.push(eb('invoices.partner_id', '=', filter.partner_id));
  }
  if (filter.month) {
    // Issued in the month: a range on invoiced_at, so the (…, invoiced_at, id) indexes serve it.
    parts.push(eb('invoices.invoiced_at', '>=', `${filter.month}-01T00:00:00.000Z`));
    parts.push(eb('invoices.invoiced_at', '<', nextMonthStart(filter.month)));
  }
  return parts;
}

const column = (name: string) => sql<unknown>`${sql.ref(`invoices.${name}`)}`;

/**
 * The invoices list read from its table (see lib/lists), each page's rows with their partner and
 * package. An unpaid invoice has no paid date: it comes last when sorting by paid date, in either
 * direction.
 */
export const INVOICES_TABLE: ListTable<
  InvoicesListFilter,
  InvoiceSortField,
  InvoiceItem,
  InvoiceRow,
  ExportedOf<typeof INVOICES_LIST>
> = {
  table: 'invoices',
  searchable: false,
  orderKeys: {
    number: [column('number')],
    amount: [column('amount_cents')],
    invoiced_date: [column('invoiced_at')],
    paid_date: [{ nullable: column('paid_at'), last: { asc: '9999', desc: '' } }],
  },
  defaultSort: defaultSortOf(INVOICES_LIST),
  walkColumns: ['invoices.id'],
  conditions: filterConditions,
  itemsById: async ({ db }, ids) =>
    (await selectInvoices(db).where('invoices.id', 'in', ids).execute()).map(toInvoiceItem),
  exportRows: selectInvoices,
  exportItems: (_context, rows) =>
    rows.map((row) => ({
      number: row.number,
      partner: row.partner,
      package: row.package,
      amount: fromCents(row.amount_cents).toFixed(2),
      currency: row.currency,
      status: row.is_paid === 1 ? ('paid' as const) : ('unpaid' as const),
      invoiced_date: row.invoiced_at,
      paid_date: row.paid_at,
    })),
};

function selectInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('partners', 'partners.id', 'invoices.partner_id')
    .innerJoin('packages', 'packages.id', 'invoices.package_id')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.partner_id',
      'partners.company_name as partner',
      'invoices.package_id',
      'packages.name as package',
      'invoices.amount_cents',
      'invoices.currency',
      'invoices.is_paid',
      'invoices.invoiced_at',
      'invoices.paid_at',
    ]);
}

/** One invoice with its partner and package names. */
export function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return selectInvoices(db).where('invoices.id', '=', id).executeTakeFirst();
}

/** Sets whether the invoice is paid and its paid date; returns the rows changed. */
export async function setInvoicePaid(db: Db, id: number, paidAt: string | null): Promise<number> {
  const result = await db
    .updateTable('invoices')
    .set({ is_paid: paidAt === null ? 0 : 1, paid_at: paidAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const toInvoiceItem = (row: InvoiceRow): InvoiceItem => ({
  id: row.id,
  number: row.number,
  partner_id: row.partner_id,
  partner: row.partner,
  package_id: row.package_id,
  package: row.package,
  amount: fromCents(row.amount_cents),
  currency: row.currency,
  paid: row.is_paid === 1,
  invoiced_date: row.invoiced_at,
  paid_date: row.paid_at,
});
