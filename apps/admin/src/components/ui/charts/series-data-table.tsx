import { ChartDataTable } from './chart-data-table';
import type { ChartSeries, ValueFormatter } from './chart-types';

type SeriesDataTableProps = {
  caption: string;
  categoryHeader: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: ValueFormatter;
};

/** A bar or line chart's numbers: one row per category, one column per series. */
export function SeriesDataTable({
  caption,
  categoryHeader,
  categories,
  series,
  formatValue,
}: SeriesDataTableProps) {
  return (
    <ChartDataTable
      caption={caption}
      categoryHeader={categoryHeader}
      columns={series.map((item) => item.label)}
      rows={categories.map((category, index) => ({
        category,
        cells: series.map((item) => formatValue(item.values[index] ?? 0)),
      }))}
    />
  );
}
