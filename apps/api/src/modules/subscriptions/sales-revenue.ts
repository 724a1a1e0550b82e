import { SALES_REVENUE_MONTHS, type SalesRevenue } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { paidRevenueByMonth } from './sales-revenue.repository.js';
import { fromCents } from '../../lib/money.js';

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The `count` calendar months (UTC) ending with the one holding `now`, oldest first. */
export function monthsEndingAt(
  now: Date,
  count: number,
): { keys: string[]; from: string; to: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const first = new Date(Date.UTC(year, month - (count - 1), 1));
  const keys = Array.from({ length: count }, (_, i) =>
    monthKey(new Date(Date.UTC(year, month - (count - 1) + i, 1))),
  );
  return {
    keys,
    from: first.toISOString(),
    to: new Date(Date.UTC(year, month + 1, 1)).toISOString(),
  };
}

/**
 * Revenue of paid invoices per paid package and month over the last 12 months, months with
 * nothing at 0, packages by total revenue (highest first, then by id).
 */
export async function salesRevenue(db: Db, now: Date): Promise<SalesRevenue> {
  const { keys } = monthsEndingAt(now, SALES_REVENUE_MONTHS);
  const rows = await paidRevenueByMonth(db, keys);

  const byPackage = new Map<number, { name: string; total: number; months: Map<string, number> }>();
  for (const row of rows) {
    const entry = byPackage.get(row.package_id) ?? {
      name: row.package_name,
      total: 0,
      months: new Map<string, number>(),
    };
    if (row.month !== null) {
      entry.months.set(row.month, row.revenue_cents);
      entry.total += row.revenue_cents;
    }
    byPackage.set(row.package_id, entry);
  }

  const ranked = [...byPackage.entries()].sort(
    ([idA, a], [idB, b]) => b.total - a.total || idA - idB,
  );
  return Object.fromEntries(
    ranked.map(([, entry]) => [
      entry.name,
      Object.fromEntries(keys.map((key) => [key, fromCents(entry.months.get(key) ?? 0)])),
    ]),
  );
}
