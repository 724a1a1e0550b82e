import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton';
import type { BarChartProps } from './bar-chart';
import { CHART_HEIGHT } from './chart-types';
import type { DoughnutChartProps } from './doughnut-chart';
import type { LineChartProps } from './line-chart';

const DoughnutChart = lazy(() => import('./doughnut-chart'));
const BarChart = lazy(() => import('./bar-chart'));
const LineChart = lazy(() => import('./line-chart'));

/** A chart-sized placeholder, announced as loading. */
export function ChartSkeleton({
  label,
  height = CHART_HEIGHT,
}: {
  label: string;
  height?: number;
}) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Loading {label} chart…</span>
      <div style={{ height }} className="flex w-full">
        <Skeleton className="h-full w-full" />
      </div>
    </div>
  );
}

// Chart.js is loaded on first use, keeping it out of the screens without charts.

export function LazyDoughnutChart(props: DoughnutChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton label={props.label} height={props.height} />}>
      <DoughnutChart {...props} />
    </Suspense>
  );
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton label={props.label} height={props.height} />}>
      <BarChart {...props} />
    </Suspense>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton label={props.label} height={props.height} />}>
      <LineChart {...props} />
    </Suspense>
  );
}
