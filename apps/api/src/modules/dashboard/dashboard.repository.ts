import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DashboardDailyCountsTable } from '../../db/schema.js';
import type { Period } from './periods.js';

/**
 * What the dashboard counts, each as rows per UTC day in dashboard_daily_counts, which triggers
 * keep equal to the source table (migration 0008): jobs and partners by created_at, applications
 * by applied_at and, once selected, by selected_at. A total is the sum of its days.
 */
export type Metric = DashboardDailyCountsTable['metric'];

const MIDNIGHT = 'T00:00:00.000Z';

/**
 * The days of a period as `YYYY-MM-DD` bounds, half-open like the period. Periods start and end
 * at midnight UTC, so "the timestamp falls in the period" and "its day does" are the same.
 */
function days(period: Period): { from: string; to: string } {
  const dayOf = (edge: string) => {
    if (!edge.endsWith(MIDNIGHT)) throw new Error(`A period must start at midnight: ${edge}`);
    return edge.slice(0, -MIDNIGHT.length);
  };
  return { from: dayOf(period.from), to: dayOf(period.to) };
}

type MetricCounts = { total: number; within: number[] };

/**
 * For each metric, all its rows and the rows whose timestamp falls in each period (in the
 * periods' order), in one query over the metrics' days. Metrics without rows count 0.
 */
export async function countMetrics(
  db: Db,
  metrics: readonly Metric[],
  periods: readonly Period[],
): Promise<Map<Metric, MetricCounts>> {
  const rows = await db
    .selectFrom('dashboard_daily_counts')
    .select('metric')
    .select(sql<number | string>`sum(n)`.as('total'))
    .select(
      periods.map((period, i) => {
        const { from, to } = days(period);
        return sql<
          number | string
        >`sum(case when day >= ${from} and day < ${to} then n else 0 end)`.as(`within_${i}`);
      }),
    )
    .where('metric', 'in', [...metrics])
    .groupBy('metric')
    .execute();
  const counts = new Map<Metric, MetricCounts>(
    metrics.map((metric) => [metric, { total: 0, within: periods.map(() => 0) }]),
  );
  for (const row of rows) {
    const values = row as unknown as Record<string, number | string>;
    counts.set(row.metric, {
      total: Number(row.total),
      within: periods.map((_, i) => Number(values[`within_${i}`])),
    });
  }
  return counts;
}

/**
 * Rows per metric and month (`YYYY-MM`) whose timestamp falls in the period, in one grouped query
 * over at most the period's days; months without rows are absent.
 */
export async function countByMonth(
  db: Db,
  metrics: readonly Metric[],
  period: Period,
): Promise<{ metric: Metric; month: string; n: number }[]> {
  const { from, to } = days(period);
  const month = sql<string>`substr(day, 1, 7)`;
  const rows = await db
    .selectFrom('dashboard_daily_counts')
    .where('metric', 'in', [...metrics])
    .where('day', '>=', from)
    .where('day', '<', to)
    .select(['metric', month.as('month'), sql<number | string>`sum(n)`.as('n')])
    .groupBy(['metric', month])
    .execute();
  return rows.map((row) => ({ metric: row.metric, month: row.month, n: Number(row.n) }));
}
