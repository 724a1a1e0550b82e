import type { ChartDataset } from 'chart.js';
import { useMemo } from 'react';
import { cartesianOptions, useChartThemeColors } from './chart-options';
import type { ChartSeries, ValueFormatter } from './chart-types';

type SeriesChartDataOptions<Type extends 'bar' | 'line'> = {
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** How the series at `index` is drawn (colour, marker…); a module-level function. */
  datasetStyle: (index: number) => Partial<ChartDataset<Type, number[]>>;
  formatValue: ValueFormatter;
  /** Ticks on whole numbers only (counts). */
  wholeNumbers?: boolean;
};

/**
 * The data (one dataset per series, over the categories) and the options (axes in the theme's
 * colours, values through `formatValue`) of a bar or line chart.
 */
export function useSeriesChartData<Type extends 'bar' | 'line'>({
  categories,
  series,
  datasetStyle,
  formatValue,
  wholeNumbers = false,
}: SeriesChartDataOptions<Type>) {
  const data = useMemo(
    () => ({
      labels: [...categories],
      datasets: series.map((item, index) => ({
        label: item.label,
        data: [...item.values],
        ...datasetStyle(index),
      })),
    }),
    [categories, series, datasetStyle],
  );
  const colors = useChartThemeColors();
  const options = useMemo(
    () => cartesianOptions<Type>(formatValue, { wholeNumbers }, colors),
    [formatValue, wholeNumbers, colors],
  );
  return { data, options };
}
