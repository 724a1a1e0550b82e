import type { SalesRevenue } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { ChartSkeleton, LazyLineChart } from '../../../components/ui/charts/lazy-charts';
import type { ChartSeries } from '../../../components/ui/charts/chart-types';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-error';
import { formatMonthYear } from '../../../utils/format-date';
import { useSalesRevenue } from '../api/get-sales-revenue';
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

function RevenueBody() {
  const revenue = useSalesRevenue();
  const label = SUBSCRIPTIONS_TEXT.salesRevenueHeading;
  if (revenue.isPending) return <ChartSkeleton label={label} />;
  if (!revenue.data) {
    return (
      <ErrorState
        message={errorMessage(revenue.error, '')}
        onRetry={() => void revenue.refetch()}
        isRetrying={revenue.isFetching}
      />
    );
  }
  const { categories, series } = toRevenueChartData(revenue.data);
  if (series.length === 0) return <EmptyState message={SUBSCRIPTIONS_TEXT.noSales} />;
  return (
    <LazyLineChart
      label={label}
      categories={categories}
      series={series}
      categoryHeader="Month"
      formatValue={formatPrice}
    />
  );
}

/** The "Sales Revenue" panel: paid invoices per package and month, last 12 months. */
export function SalesRevenueChart() {
  return (
    <Card title={SUBSCRIPTIONS_TEXT.salesRevenueHeading}>
      <RevenueBody />
    </Card>
  );
}
