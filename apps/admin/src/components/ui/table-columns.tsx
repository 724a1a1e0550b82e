import type { ReactNode } from 'react';
import type { CellValue } from './data-table-cells';
import type { TextColumn } from './data-table';
import { StatusBadge } from './status-badge';
import { TimeAgo } from './time-ago';

/** What a column is besides its cells: id, header, sort field, classes, priority. */
type ColumnPlace = Omit<TextColumn<never>, 'kind' | 'value' | 'render'>;

/** A column of a value shown formatted (a date, a duration); empty shows "N/A". */
export function formattedColumn<Row, Value extends CellValue>(
  column: ColumnPlace,
  valueOf: (row: Row) => Value,
  format: (value: NonNullable<Value>) => ReactNode,
): TextColumn<Row> {
  return {
    ...column,
    value: valueOf,
    render: (row) => {
      const value = valueOf(row);
      return value === null || value === undefined ? null : format(value);
    },
  };
}

/**
 * A column of a recent moment as "3 hours ago" (the exact time in its tooltip); sorted by the
 * timestamp itself. Empty shows "N/A".
 */
export function timeAgoColumn<Row>(
  column: ColumnPlace,
  valueOf: (row: Row) => string | null,
): TextColumn<Row> {
  return formattedColumn(column, valueOf, (value) => <TimeAgo value={value} />);
}

/** The `status` column: the row's status as a badge. */
export function statusColumn<Row extends { status: string }>(header: string): TextColumn<Row> {
  return {
    id: 'status',
    header,
    value: (row) => row.status,
    render: (row) => <StatusBadge status={row.status} />,
  };
}
