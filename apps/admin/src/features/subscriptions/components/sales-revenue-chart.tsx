import type { SalesRevenue } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { ChartSkeleton, LazyLineChart } from '../../../components/ui/charts/lazy-charts';
import type { ChartSeries } from '../../../components/ui/charts/chart-types';
import { QueryState } from '../../../components/ui/query-state';
import { formatMonthYear } from '../../../utils/format-date';
import { useSalesRevenue } from '../api/use-sales-revenue';
import { formatPrice } from '../format-money';
import { SUBSCRIPTIONS_TEXT } from '../messages';

type RevenueChartData = { categories: string[]; series: ChartSeries[] };

/**
 * One line per package over the months of the first package (the server sends the same months,
 * oldest first, for every package). The chart's first three colours go to the three packages
 * with the most revenue, which the server lists first.
 */
export function toRevenueChartData(revenue: SalesRevenue): RevenueChartData {
  const packages = Object.entries(revenue);
  const months = Object.keys(packages[0]?.[1] ?? {});
  return {
    categories: months.map(formatMonthYear),
    series: packages.map(([name, byMonth]) => ({
      label: name,
      values: months.map((month) => byMonth[month] ?? 0),
    })),
  };
}

/** The "Sales Revenue" panel: paid invoices per package and month, last 12 months. */
export function SalesRevenueChart() {
  const revenue = useSalesRevenue();
  const label = SUBSCRIPTIONS_TEXT.salesRevenueHeading;
  return (
    <Card title={label}>
      <QueryState
        query={revenue}
        loading={<ChartSkeleton label={label} />}
        errorFallback={SUBSCRIPTIONS_TEXT.loadFailed('sales revenue')}
        isEmpty={(byPackage) => Object.keys(byPackage).length === 0}
        emptyMessage={SUBSCRIPTIONS_TEXT.noSales}
      >
        {(byPackage) => (
          <LazyLineChart
            label={label}
            categoryHeader="Month"
            formatValue={formatPrice}
            {...toRevenueChartData(byPackage)}
          />
        )}
      </QueryState>
    </Card>
  );
}
