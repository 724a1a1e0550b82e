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
