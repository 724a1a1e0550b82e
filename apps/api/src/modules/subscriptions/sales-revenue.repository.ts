import type { Db } from '../../db/database.js';

type PackageMonthRevenue = {
  package_id: number;
  package_name: string;
  /** "YYYY-MM", or null for a paid package with no paid invoice in those months. */
  month: string | null;
  revenue_cents: number;
};

/**
 * Paid invoices' amounts per paid package (price > 0) and invoiced month, for the given months,
 * read from monthly_paid_revenue (kept by triggers, migration 0008) instead of the invoices.
 * Every paid package has at least one row.
 */
export async function paidRevenueByMonth(
  db: Db,
  months: readonly string[],
): Promise<PackageMonthRevenue[]> {
  const rows = await db
    .selectFrom('packages')
    .leftJoin('monthly_paid_revenue as r', (join) =>
      join.onRef('r.package_id', '=', 'packages.id').on('r.month', 'in', [...months]),
    )
    .select([
      'packages.id as package_id',
      'packages.name as package_name',
      'r.month',
      'r.revenue_cents',
    ])
    .where('packages.price_cents', '>', 0)
    .execute();
  return rows.map((row) => ({
    package_id: row.package_id,
    package_name: row.package_name,
    month: row.month,
    revenue_cents: Number(row.revenue_cents ?? 0),
  }));
}
