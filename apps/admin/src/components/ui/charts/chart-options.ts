import type { ChartOptions } from 'chart.js';
import type { ValueFormatter } from './chart-types';

const LEGEND = {
  position: 'bottom',
  labels: { usePointStyle: true, boxHeight: 8, padding: 16 },
} as const;

/**
 * Options shared by the bar and line charts: categories across, values up from zero;
 * `wholeNumbers` keeps the value axis on integers (counts).
 */
export function cartesianOptions<T extends 'bar' | 'line'>(
  formatValue: ValueFormatter,
  { wholeNumbers = false }: { wholeNumbers?: boolean } = {},
): ChartOptions<T> {
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { grid: { display: false } },
      y: {
        beginAtZero: true,
        ticks: {
          precision: wholeNumbers ? 0 : undefined,
          callback: (value) => formatValue(Number(value)),
        },
      },
    },
    plugins: {
      legend: LEGEND,
      tooltip: {
        callbacks: {
          label: (item) => ` ${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}`,
        },
      },
    },
  };
  return options as ChartOptions<T>;
}

export function doughnutOptions(formatValue: ValueFormatter): ChartOptions<'doughnut'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    cutout: '65%',
    plugins: {
      legend: LEGEND,
      tooltip: {
        callbacks: { label: (item) => ` ${item.label}: ${formatValue(Number(item.raw))}` },
      },
    },
  };
}
