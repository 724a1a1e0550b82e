import type { ReactNode } from 'react';
import { CHART_HEIGHT, type SeriesChartProps } from './chart-types';
import { SeriesDataTable } from './series-data-table';

type ChartFrameProps = {
  /** The chart's accessible name. */
  label: string;
  height?: number;
  /** The canvas. */
  children: ReactNode;
  /** The same data for screen readers (a ChartDataTable). */
  summary: ReactNode;
  /** A visible legend or note under the chart. */
  footer?: ReactNode;
};

/** A figure sized for a responsive chart, named by `label`, with its data for assistive tech. */
export function ChartFrame({
  label,
  height = CHART_HEIGHT,
  children,
  summary,
  footer,
}: ChartFrameProps) {
  return (
    <figure aria-label={label} className="m-0 flex flex-col gap-2">
      <div className="relative w-full" style={{ height }}>
        {children}
      </div>
      {footer}
      {summary}
    </figure>
  );
}

type SeriesChartFrameProps = Required<Omit<SeriesChartProps, 'height'>> & {
  height?: number;
  /** The canvas. */
  children: ReactNode;
};

/** The frame of a bar or line chart, with its numbers as a table for screen readers. */
export function SeriesChartFrame({ label, height, children, ...data }: SeriesChartFrameProps) {
  return (
    <ChartFrame
      label={label}
      height={height}
      summary={<SeriesDataTable caption={label} {...data} />}
    >
      {children}
    </ChartFrame>
  );
}
