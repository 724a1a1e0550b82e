import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { seriesColor } from './chart-colors';
import { cartesianOptions, useChartThemeColors } from './chart-options';
import { SeriesChartFrame } from './chart-frame';
import { formatNumber, type ChartSeries, type ValueFormatter } from './chart-types';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export type BarChartProps = {
  /** The chart's accessible name, e.g. "Jobs applied and selected per month". */
  label: string;
  /** The x-axis categories, e.g. MONTH_NAMES. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Header of the categories in the screen-reader table (default "Month"). */
  categoryHeader?: string;
  height?: number;
  formatValue?: ValueFormatter;
};

/** Grouped bars, one colour per series, with the numbers for screen readers. */
export function BarChart({
  label,
  categories,
  series,
  categoryHeader = 'Month',
  height,
  formatValue = formatNumber,
}: BarChartProps) {
  const data = useMemo(
    () => ({
      labels: [...categories],
      datasets: series.map((item, index) => ({
        label: item.label,
        data: [...item.values],
        backgroundColor: seriesColor(index),
        borderRadius: 3,
        maxBarThickness: 28,
      })),
    }),
    [categories, series],
  );

  const colors = useChartThemeColors();
  const options = useMemo(
    () => cartesianOptions<'bar'>(formatValue, { wholeNumbers: true }, colors),
    [formatValue, colors],
  );

  return (
    <SeriesChartFrame
      label={label}
      height={height}
      categoryHeader={categoryHeader}
      categories={categories}
      series={series}
      formatValue={formatValue}
    >
      <Bar data={data} options={options} aria-label={label} />
    </SeriesChartFrame>
  );
}

export default BarChart;
