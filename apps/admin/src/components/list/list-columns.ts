import type { ListColumn } from '@job-board/contract';
import type { CellValue } from '../ui/data-table-cells';
import type { Column, ImageColumn, BooleanColumn, TextColumn } from '../ui/data-table';
import type { CardColumn } from './list-cards';

type OwnFields = 'id' | 'header' | 'sortField' | 'priority';

/** How a column's cells show a row: a DataTable column without what the definition says. */
export type CellSpec<Row> =
  | Omit<TextColumn<Row>, OwnFields>
  | Omit<ImageColumn<Row>, OwnFields>
  | Omit<BooleanColumn<Row>, OwnFields>;

/** The screen's cells by column id; a column without one shows the row's field of its id. */
export type CellSpecs<Row> = Readonly<Record<string, CellSpec<Row>>>;

const fieldOf =
  <Row>(id: string) =>
  (row: Row): CellValue => {
    const value = (row as Record<string, unknown>)[id];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : null;
  };

/** The table's columns of a definition's shown columns, with the screen's cells. */
export function tableColumns<Row>(
  columns: readonly ListColumn[],
  cells: CellSpecs<Row> = {},
): CardColumn<Row>[] {
  return columns.map((column) => {
    const own = {
      id: column.id,
      header: column.label,
      sortField: column.sort,
      phone: column.phone,
    };
    const cell = cells[column.id];
    if (cell) return { ...cell, ...own } as Column<Row> & typeof own;
    return { ...own, value: fieldOf<Row>(column.id) };
  });
}
