import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { InvoiceItem, InvoiceSortField } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  filteredTotal,
  inIdOrder,
  pageWindow,
  seekFromNearerEnd,
  tableTotal,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';
import { fromCents } from './money.js';

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

/** The invoices screen's filters; each left out matches every invoice. */
export type InvoiceFilter = {
  paid?: 'yes' | 'no';
  packageId?: number;
  partnerId?: number;
  /** Issued in this month, `YYYY-MM`. */
  month?: string;
};

type InvoiceOrder = { field: InvoiceSortField; direction: 'asc' | 'desc' };

/** Newest first: the spec's order. */
export const DEFAULT_INVOICE_ORDER: InvoiceOrder = { field: 'invoiced_date', direction: 'desc' };

const SORT_COLUMNS = {
  number: 'invoices.number',
  amount: 'invoices.amount_cents',
  invoiced_date: 'invoices.invoiced_at',
  paid_date: 'invoices.paid_at',
} as const;

/** The first instant of the month after `YYYY-MM`, as ISO text. */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString();
}

/** The filter as one condition on `invoices` (null: no filter). */
function filterCondition(filter: InvoiceFilter): Expression<SqlBool> | null {
  const eb = expressionBuilder<Database, 'invoices'>();
  const parts: Expression<SqlBool>[] = [];
  if (filter.paid) parts.push(eb('invoices.is_paid', '=', filter.paid === 'yes' ? 1 : 0));
  if (filter.packageId !== undefined) {
    parts.push(eb('invoices.package_id', '=', filter.packageId));
  }
  if (filter.partnerId !== undefined) {
    parts.push(eb('invoices.partner_id', '=', filter.partnerId));
  }
  if (filter.month) {
    // Issued in the month: a range on invoiced_at, so the (…, invoiced_at, id) indexes serve it.
    parts.push(eb('invoices.invoiced_at', '>=', `${filter.month}-01T00:00:00.000Z`));
    parts.push(eb('invoices.invoiced_at', '<', nextMonthStart(filter.month)));
  }
  return parts.length === 0 ? null : eb.and(parts);
}

/**
 * A page of invoices in the requested order (newest first by default), optionally filtered: the
 * page's ids first (from the order's index, read from the nearer end when the total is exact),
 * then those rows with their partner and package. An unpaid invoice has no paid date: it comes
 * last when sorting by paid date, in either direction.
 */
export async function listInvoices(
  db: Db,
  page: PageRequest,
  filter: InvoiceFilter = {},
  order: InvoiceOrder = DEFAULT_INVOICE_ORDER,
): Promise<{ rows: InvoiceRow[]; total: Total }> {
  const condition = filterCondition(filter);
  const matching = () => {
    const query = db.selectFrom('invoices').select('invoices.id');
    return condition ? query.where(condition) : query;
  };
  const total = condition
    ? await filteredTotal(db, 'invoices', matching(), condition)
    : await tableTotal(db, 'invoices');
  const seek = seekFromNearerEnd(pageWindow(page), total);
  if (seek.limit === 0) return { rows: [], total };
  const flip = (direction: 'asc' | 'desc') =>
    seek.reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
  const direction = flip(order.direction);
  const column = SORT_COLUMNS[order.field];
  let ids = matching();
  if (order.field === 'paid_date') {
    ids = ids.orderBy(column, (ob) => {
      const ordered = direction === 'asc' ? ob.asc() : ob.desc();
      return seek.reversed ? ordered.nullsFirst() : ordered.nullsLast();
    });
  } else {
    ids = ids.orderBy(column, direction);
  }
  const pageIds = (
    await ids.orderBy('invoices.id', direction).limit(seek.limit).offset(seek.offset).execute()
  ).map((row) => row.id);
  if (seek.reversed) pageIds.reverse();
  if (pageIds.length === 0) return { rows: [], total };
  const rows = await selectInvoices(db).where('invoices.id', 'in', pageIds).execute();
  return { rows: inIdOrder(pageIds, rows), total };
}

/** The ids of the invoices the filter matches, newest first, at most `limit` (bulk actions). */
export async function invoiceIdsMatching(
  db: Db,
  filter: InvoiceFilter,
  limit: number,
): Promise<number[]> {
  const condition = filterCondition(filter);
  let query = db.selectFrom('invoices').select('invoices.id');
  if (condition) query = query.where(condition);
  const rows = await query
    .orderBy('invoices.invoiced_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** An export row: the invoice and its order key `k`. */
export type InvoiceExportRow = InvoiceRow & { k: string | number };
/** Where the next export batch starts: the previous batch's last key and id. */
export type InvoiceExportCursor = readonly [string | number, number];

/**
 * The order's key as one non-null value, so a batch can start "after" a row: unpaid invoices
 * have no paid date and come last in either direction (as in the list).
 */
function exportKey(order: InvoiceOrder) {
  if (order.field !== 'paid_date')
    return sql<string | number>`${sql.ref(SORT_COLUMNS[order.field])}`;
  const last = order.direction === 'asc' ? '9999' : '';
  return sql<string>`coalesce(${sql.ref('invoices.paid_at')}, ${last})`;
}

/**
 * One batch of the invoices a filter selects, in the list's order, after `cursor` (keyset paging
 * on the order's key and the id), so each batch costs the same however deep the export is.
 */
export async function invoiceExportBatch(
  db: Db,
  filter: InvoiceFilter,
  order: InvoiceOrder,
  cursor: InvoiceExportCursor | null,
  limit: number,
): Promise<InvoiceExportRow[]> {
  const key = exportKey(order);
  const condition = filterCondition(filter);
  let query = selectInvoices(db).select(key.as('k'));
  if (condition) query = query.where(condition);
  if (cursor) {
    const after = order.direction === 'asc' ? sql`>` : sql`<`;
    query = query.where(
      sql<SqlBool>`(${key}, ${sql.ref('invoices.id')}) ${after} (${cursor[0]}, ${cursor[1]})`,
    );
  }
  return query
    .orderBy(key, order.direction)
    .orderBy('invoices.id', order.direction)
    .limit(limit)
    .execute();
}

export const invoiceExportCursor = (row: InvoiceExportRow): InvoiceExportCursor => [row.k, row.id];

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
