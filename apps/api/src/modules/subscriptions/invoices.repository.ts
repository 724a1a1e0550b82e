import { sql } from 'kysely';
import type { InvoiceItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';
import { fromCents } from './money.js';

type InvoiceListRow = {
  id: number;
  partner: string;
  package: string;
  amount_cents: number;
  is_paid: number;
  invoiced_at: string;
};

/** A page of invoices, newest first (the invoiced_at, id index). */
export async function listInvoices(
  db: Db,
  page: PageRequest,
): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('invoices')
      .innerJoin('partners', 'partners.id', 'invoices.partner_id')
      .innerJoin('packages', 'packages.id', 'invoices.package_id')
      .select([
        'invoices.id',
        'partners.company_name as partner',
        'packages.name as package',
        'invoices.amount_cents',
        'invoices.is_paid',
        'invoices.invoiced_at',
      ])
      .orderBy('invoices.invoiced_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const toInvoiceItem = (row: InvoiceListRow): InvoiceItem => ({
  id: row.id,
  partner: row.partner,
  package: row.package,
  amount: fromCents(row.amount_cents),
  paid: row.is_paid === 1,
  invoiced_date: row.invoiced_at,
});

export type MonthlyRevenueRow = {
  package_id: number;
  package_name: string;
  /** "YYYY-MM", or null for a paid package with no paid invoice in the range. */
  month: string | null;
  revenue_cents: number;
};

const invoicedMonth = sql<string | null>`substr(${sql.ref('invoices.invoiced_at')}, 1, 7)`;

/**
 * Paid invoices' amounts per paid package (price > 0) and invoiced month, for invoices invoiced in
 * [from, to) — ISO timestamps compare as text. Every paid package has at least one row.
 */
export async function monthlyRevenue(
  db: Db,
  range: { from: string; to: string },
): Promise<MonthlyRevenueRow[]> {
  const rows = await db
    .selectFrom('packages')
    .leftJoin('invoices', (join) =>
      join
        .onRef('invoices.package_id', '=', 'packages.id')
        .on('invoices.is_paid', '=', 1)
        .on('invoices.invoiced_at', '>=', range.from)
        .on('invoices.invoiced_at', '<', range.to),
    )
    .select([
      'packages.id as package_id',
      'packages.name as package_name',
      invoicedMonth.as('month'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('invoices.amount_cents'), eb.lit(0)).as('revenue'),
    ])
    .where('packages.price_cents', '>', 0)
    .groupBy(['packages.id', 'packages.name', invoicedMonth])
    .execute();
  return rows.map((row) => ({
    package_id: row.package_id,
    package_name: row.package_name,
    month: row.month,
    revenue_cents: Number(row.revenue),
  }));
}
