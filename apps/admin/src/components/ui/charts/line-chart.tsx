import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { seriesColor, seriesDash, seriesPointStyle } from './chart-colors';
import { cartesianOptions, useChartThemeColors } from './chart-options';
import { formatNumber, type ChartSeries, type ValueFormatter } from './chart-types';
import { SeriesChartFrame } from './chart-frame';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export type LineChartProps = {
  /** The chart's accessible name, e.g. "Sales Revenue". */
  label: string;
  /** The x-axis categories (periods). */
  categories: readonly string[];
  /** One line per series; the first three are teal, amber and indigo. */
  series: readonly ChartSeries[];
  /** Header of the categories in the screen-reader table (default "Period"). */
  categoryHeader?: string;
  height?: number;
  formatValue?: ValueFormatter;
};

/** Lines over time; each series also has its own marker and dash so colour is not needed. */
export function LineChart({
  label,
  categories,
  series,
  categoryHeader = 'Period',
  height,
  formatValue = formatNumber,
}: LineChartProps) {
  const data = useMemo(
    () => ({
      labels: [...categories],
      datasets: series.map((item, index) => ({
        label: item.label,
        data: [...item.values],
        borderColor: seriesColor(index),
        backgroundColor: seriesColor(index),
        borderDash: seriesDash(index),
        pointStyle: seriesPointStyle(index),
        pointRadius: 4,
        tension: 0.3,
      })),
    }),
    [categories, series],
  );

  const colors = useChartThemeColors();
  const options = useMemo(
    () => cartesianOptions<'line'>(formatValue, {}, colors),
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
      <Line data={data} options={options} aria-label={label} />
    </SeriesChartFrame>
  );
}

export default LineChart;
