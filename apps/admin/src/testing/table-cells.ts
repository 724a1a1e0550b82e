import { within } from '@testing-library/react';

/**
 * The cell of `table` in the row showing `rowText`, under the column headed `header` (the
 * header's accessible name, without its sort arrow).
 */
export function cellAt(table: HTMLElement, rowText: string, header: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader');
  const column = headers.indexOf(within(table).getByRole('columnheader', { name: header }));
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(rowText) !== null);
  if (!row) throw new Error(`No row of the table shows "${rowText}"`);
  const cell = within(row).getAllByRole('cell')[column];
  if (!cell) throw new Error(`The row showing "${rowText}" has no "${header}" cell`);
  return cell;
}
