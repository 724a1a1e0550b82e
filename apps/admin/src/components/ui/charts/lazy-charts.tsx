import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
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

/** How far below (or above) the visible page a chart starts loading, so it is drawn on arrival. */
export const CHART_LOAD_MARGIN = '300px';

/**
 * Whether the element is on screen or within CHART_LOAD_MARGIN of it; once true, it stays so.
 * Where the browser cannot tell (no IntersectionObserver), it is true at once.
 */
function useNearViewport(): [(element: HTMLElement | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: CHART_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [setElement, near];
}

/**
 * Chart.js is loaded on first use, keeping it out of the screens without charts, and only once
 * a chart nears the visible page: a chart further down (the dashboard's on a phone) does not hold
 * up what is on screen. Until then, and while it loads, the chart's place shows a placeholder.
 */
function WhenNearViewport({
  label,
  height,
  children,
}: {
  label: string;
  height?: number;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport();
  const placeholder = <ChartSkeleton label={label} height={height} />;
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

export function LazyDoughnutChart(props: DoughnutChartProps) {
  return (
    <WhenNearViewport label={props.label} height={props.height}>
      <DoughnutChart {...props} />
    </WhenNearViewport>
  );
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <WhenNearViewport label={props.label} height={props.height}>
      <BarChart {...props} />
    </WhenNearViewport>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <WhenNearViewport label={props.label} height={props.height}>
      <LineChart {...props} />
    </WhenNearViewport>
  );
}
