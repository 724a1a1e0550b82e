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
import { Line } from 'react-chartjs-2';
import { seriesColor, seriesDash, seriesPointStyle } from './chart-colors';
import { SeriesChartFrame } from './chart-frame';
import { formatNumber, type SeriesChartProps } from './chart-types';
import { useSeriesChartData } from './series-chart-data';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** A line chart's props; the categories' header defaults to "Period". */
export type LineChartProps = SeriesChartProps;

const lineStyle = (index: number) => ({
  borderColor: seriesColor(index),
  backgroundColor: seriesColor(index),
  borderDash: seriesDash(index),
  pointStyle: seriesPointStyle(index),
  pointRadius: 4,
  tension: 0.3,
});

/** Lines over time; each series also has its own marker and dash so colour is not needed. */
export function LineChart({
  categoryHeader = 'Period',
  formatValue = formatNumber,
  ...chart
}: LineChartProps) {
  const { data, options } = useSeriesChartData<'line'>({
    ...chart,
    datasetStyle: lineStyle,
    formatValue,
  });
  return (
    <SeriesChartFrame {...chart} categoryHeader={categoryHeader} formatValue={formatValue}>
      <Line data={data} options={options} aria-label={chart.label} />
    </SeriesChartFrame>
  );
}

export default LineChart;
