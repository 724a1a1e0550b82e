import { useState, type ComponentProps, type Key, type ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column, type TableSelection, type TableSort } from './data-table';
import { Pagination } from './pagination';
import { QueryState, type QueryStateSource } from './query-state';
import { notifySuccess } from './toasts';

/** Which page a table shows, and how it moves to another. */
export type TablePage = Pick<
  ComponentProps<typeof Pagination>,
  'currentPage' | 'lastPage' | 'onPageChange'
>;

type ResourceTableCardProps<Row> = {
  /** The panel's heading and the table's name. */
  title: string;
  /** The "+ Add New …" button's text. */
  addLabel: string;
  onAdd: () => void;
  toolbar?: ReactNode;
  columns: readonly Column<Row>[];
  /** The rows of the page shown. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  /** The list's query: the table's skeleton while it loads, its failure with Retry. */
  query: QueryStateSource<unknown>;
  /** Shown when a load failure carries no message of its own. */
  loadFailed: string;
  emptyMessage: ReactNode;
  onEdit: (row: Row) => void;
  /** Deletes the row; the server's message is shown once it succeeds. */
  onDelete: (row: Row) => Promise<{ message: string }>;
  page: TablePage;
  pagesLabel: string;
  /** Makes the headers of columns with a `sortField` sort the list. */
  sort?: TableSort;
  /** Adds a checkbox per row and for the page, for bulk actions. */
  selection?: TableSelection;
  /**
   * For a role that may only read: no "+ Add New …" button, no Edit or Delete, no selection.
   */
  readOnly?: boolean;
};

/**
 * A table of records in a card: heading with its "+ Add New …" button, rows with Edit and
 * Delete, the delete confirmation (the server's refusal, e.g. "in use", shows in the dialog)
 * and pages; `readOnly` leaves only the rows and pages.
 */
export function ResourceTableCard<Row>({
  title,
  addLabel,
  onAdd,
  toolbar,
  columns,
  rows,
  rowKey,
  rowLabel,
  query,
  loadFailed,
  emptyMessage,
  onEdit,
  onDelete,
  page,
  pagesLabel,
  sort,
  selection,
  readOnly = false,
}: ResourceTableCardProps<Row>) {
  // The row stays while the dialog animates closed, so its name does not flicker.
  const [confirm, setConfirm] = useState<{ row: Row | null; open: boolean }>({
    row: null,
    open: false,
  });
  const { row: toDelete } = confirm;

  async function deleteConfirmed() {
    if (toDelete === null) return;
    const result = await onDelete(toDelete);
    notifySuccess(result.message);
  }

  const table = (isLoading: boolean) => (
    <DataTable<Row>
      label={title}
      columns={columns}
      rows={isLoading ? undefined : rows}
      rowKey={rowKey}
      rowLabel={rowLabel}
      actions={
        readOnly ? undefined : { onEdit, onDelete: (row) => setConfirm({ row, open: true }) }
      }
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      sort={sort}
      selection={readOnly ? undefined : selection}
    />
  );

  return (
    <Card
      title={title}
      actions={
        readOnly ? undefined : (
          <Button size="sm" onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
      bodyClassName="flex flex-col gap-3 p-0 pb-3"
    >
      {toolbar && <div className="px-4 pt-3">{toolbar}</div>}
      <QueryState query={query} loading={table(true)} errorFallback={loadFailed} className="py-6">
        {() => table(false)}
      </QueryState>
      <Pagination {...page} label={pagesLabel} className="px-4" />
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => setConfirm((current) => ({ ...current, open }))}
        name={toDelete === null ? '' : rowLabel(toDelete)}
        onConfirm={deleteConfirmed}
      />
    </Card>
  );
}
