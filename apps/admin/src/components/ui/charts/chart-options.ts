import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { themeColor, useTheme, type Theme } from '../../../lib/theme';
import type { ValueFormatter } from './chart-types';

/**
 * The chart's text, grid and surface colours, read from the current theme's variables (the dark
 * theme redefines them), so a chart built after a theme change matches it.
 */
export function chartThemeColors(theme: Theme = 'light') {
  const dark = theme === 'dark';
  return {
    text: themeColor('--color-slate-600', dark ? '#cbd5e1' : '#475569'),
    grid: themeColor('--color-slate-200', dark ? '#334155' : '#e2e8f0'),
    surface: themeColor('--color-white', dark ? '#0f172a' : '#ffffff'),
  };
}

type ChartThemeColors = ReturnType<typeof chartThemeColors>;

/** The chart colours of the current theme, read again whenever the theme changes. */
export function useChartThemeColors(): ChartThemeColors {
  const { theme } = useTheme();
  return useMemo(() => chartThemeColors(theme), [theme]);
}

const legend = (colors: ChartThemeColors) =>
  ({
    position: 'bottom',
    labels: { usePointStyle: true, boxHeight: 8, padding: 16, color: colors.text },
  }) as const;

/**
 * Options shared by the bar and line charts: categories across, values up from zero;
 * `wholeNumbers` keeps the value axis on integers (counts).
 */
export function cartesianOptions<T extends 'bar' | 'line'>(
  formatValue: ValueFormatter,
  { wholeNumbers = false }: { wholeNumbers?: boolean } = {},
  colors: ChartThemeColors = chartThemeColors(),
): ChartOptions<T> {
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { grid: { display: false }, ticks: { color: colors.text } },
      y: {
        beginAtZero: true,
        grid: { color: colors.grid },
        ticks: {
          color: colors.text,
          precision: wholeNumbers ? 0 : undefined,
          callback: (value) => formatValue(Number(value)),
        },
      },
    },
    plugins: {
      legend: legend(colors),
      tooltip: {
        callbacks: {
          label: (item) => ` ${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}`,
        },
      },
    },
  };
  return options as ChartOptions<T>;
}

export function doughnutOptions(
  formatValue: ValueFormatter,
  colors: ChartThemeColors = chartThemeColors(),
): ChartOptions<'doughnut'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    cutout: '65%',
    // The gaps between slices are the surface's colour.
    elements: { arc: { borderColor: colors.surface } },
    plugins: {
      legend: legend(colors),
      tooltip: {
        callbacks: { label: (item) => ` ${item.label}: ${formatValue(Number(item.raw))}` },
      },
    },
  };
}
