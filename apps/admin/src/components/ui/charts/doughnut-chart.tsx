import { ArcElement, Chart, DoughnutController, Legend, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { EmptyState } from '../empty-state';
import { seriesColor } from './chart-colors';
import { ChartDataTable } from './chart-data-table';
import { ChartFrame } from './chart-frame';
import { doughnutOptions, useChartThemeColors } from './chart-options';
import { formatNumber, type ValueFormatter } from './chart-types';

Chart.register(DoughnutController, ArcElement, Tooltip, Legend);

export type DoughnutSlice = { label: string; value: number };

export type DoughnutChartProps = {
  /** The chart's accessible name, e.g. "Conversion Metrics". */
  label: string;
  slices: readonly DoughnutSlice[];
  height?: number;
  formatValue?: ValueFormatter;
  /** Shown instead of an empty ring when every slice is 0. */
  emptyMessage?: string;
};

function share(value: number, total: number): string {
  return total > 0 ? `${Math.round((value / total) * 100)}%` : '0%';
}

/** Parts of a whole as a ring, with a legend and the numbers for screen readers. */
export function DoughnutChart({
  label,
  slices,
  height,
  formatValue = formatNumber,
  emptyMessage = 'No data yet.',
}: DoughnutChartProps) {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);

  const data = useMemo(
    () => ({
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          label,
          data: slices.map((slice) => slice.value),
          backgroundColor: slices.map((_, index) => seriesColor(index)),
          borderWidth: 2,
          borderColor: '#ffffff',
        },
      ],
    }),
    [label, slices],
  );

  const colors = useChartThemeColors();
  const options = useMemo(() => doughnutOptions(formatValue, colors), [formatValue, colors]);

  if (total === 0) return <EmptyState message={emptyMessage} />;

  return (
    <ChartFrame
      label={label}
      height={height}
      summary={
        <ChartDataTable
          caption={label}
          categoryHeader="Category"
          columns={['Value', 'Share']}
          rows={slices.map((slice) => ({
            category: slice.label,
            cells: [formatValue(slice.value), share(Math.max(0, slice.value), total)],
          }))}
        />
      }
    >
      <Doughnut data={data} options={options} aria-label={label} />
    </ChartFrame>
  );
}

export default DoughnutChart;
