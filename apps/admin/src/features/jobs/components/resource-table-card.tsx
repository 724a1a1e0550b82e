import { useState, type Key, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { notifySuccess } from '../../../components/ui/toasts';

export type TablePage = {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
};

export type LoadState = { isLoading: boolean; error: string | null; onRetry: () => void };

type ResourceTableCardProps<Row> = {
  /** The panel's heading and the table's name. */
  title: string;
  /** The "+ Add New …" button's text. */
  addLabel: string;
  onAdd: () => void;
  toolbar?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  load: LoadState;
  emptyMessage: string;
  onEdit: (row: Row) => void;
  /** Deletes the row; the server's message is shown once it succeeds. */
  onDelete: (row: Row) => Promise<{ message: string }>;
  page: TablePage;
  pagesLabel: string;
};

/**
 * One table of the Jobs screen: heading with its "+ Add New …" button, rows with Edit and
 * Delete, delete confirmation (the server's refusal, e.g. "in use", shows in the dialog) and
 * pages.
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
  load,
  emptyMessage,
  onEdit,
  onDelete,
  page,
  pagesLabel,
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

  return (
    <Card
      title={title}
      actions={
        <Button size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      }
      bodyClassName="flex flex-col gap-3 p-0 pb-3"
    >
      {toolbar && <div className="px-4 pt-3">{toolbar}</div>}
      <DataTable<Row>
        label={title}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowLabel={rowLabel}
        actions={{ onEdit, onDelete: (row) => setConfirm({ row, open: true }) }}
        isLoading={load.isLoading}
        error={load.error}
        onRetry={load.onRetry}
        emptyMessage={emptyMessage}
      />
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
