import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { seriesColor } from './chart-colors';
import { SeriesChartFrame } from './chart-frame';
import { formatNumber, type SeriesChartProps } from './chart-types';
import { useSeriesChartData } from './series-chart-data';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** A bar chart's props; the categories' header defaults to "Month". */
export type BarChartProps = SeriesChartProps;

const barStyle = (index: number) => ({
  backgroundColor: seriesColor(index),
  borderRadius: 3,
  maxBarThickness: 28,
});

/** Grouped bars, one colour per series, with the numbers for screen readers. */
export function BarChart({
  categoryHeader = 'Month',
  formatValue = formatNumber,
  ...chart
}: BarChartProps) {
  const { data, options } = useSeriesChartData<'bar'>({
    ...chart,
    datasetStyle: barStyle,
    formatValue,
    wholeNumbers: true,
  });
  return (
    <SeriesChartFrame {...chart} categoryHeader={categoryHeader} formatValue={formatValue}>
      <Bar data={data} options={options} aria-label={chart.label} />
    </SeriesChartFrame>
  );
}

export default BarChart;
