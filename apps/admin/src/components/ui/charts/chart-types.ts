export type ChartSeries = {
  label: string;
  /** One value per category, in the same order. */
  values: readonly number[];
};

export type ValueFormatter = (value: number) => string;

const NUMBER = new Intl.NumberFormat('en-US');

export const formatNumber: ValueFormatter = (value) => NUMBER.format(value);

/** Default drawing height of a chart in pixels; the width follows its container. */
export const CHART_HEIGHT = 256;

/** What a bar or line chart is given. */
export type SeriesChartProps = {
  /** The chart's accessible name, e.g. "Jobs applied and selected per month". */
  label: string;
  /** The x-axis categories, e.g. MONTH_NAMES or periods. */
  categories: readonly string[];
  /** One set of bars or one line per series; the first three are teal, amber and indigo. */
  series: readonly ChartSeries[];
  /** Header of the categories in the screen-reader table (each chart has its default). */
  categoryHeader?: string;
  height?: number;
  formatValue?: ValueFormatter;
};
