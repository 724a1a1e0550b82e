import { useCallback, useState, type ReactNode } from 'react';
import { UNDO_TEXT, useNotifyDeleted } from '../../lib/use-undo';
import { ConfirmDialog } from '../ui/confirm-dialog';

type DeleteConfirmationOptions<Row> = {
  /** The row's name in the question: Delete the job “Senior Engineer”? */
  nameOf: (row: Row) => string;
  /** The row's kind in the question, with its article ("the job"). */
  noun?: string;
  /** What else the delete takes with it ("Its 14 applications go with it."). */
  consequence?: (row: Row) => ReactNode;
  /**
   * Deletes the row once confirmed (into the trash); the answer's message is shown as a toast,
   * with Undo when it names the call (`bulk_id`).
   */
  remove: (row: Row) => Promise<{ message: string; bulk_id?: string | undefined }>;
};

/**
 * Deleting one row after a confirmation that names it and says what follows (it goes to the
 * trash, with what depends on it): `ask(row)` opens the question, `dialog` is to be rendered. A
 * refusal stays in the dialog (ConfirmDialog shows it); success toasts with Undo.
 */
export function useDeleteConfirmation<Row>({
  nameOf,
  noun,
  consequence,
  remove,
}: DeleteConfirmationOptions<Row>): {
  ask: (row: Row) => void;
  dialog: ReactNode;
} {
  const notifyDeleted = useNotifyDeleted();
  // The row stays while the dialog animates closed, so its name does not flicker.
  const [asked, setAsked] = useState<{ row: Row | null; open: boolean }>({
    row: null,
    open: false,
  });

  const dialog = (
    <ConfirmDialog
      open={asked.open}
      onOpenChange={(open) => setAsked((current) => ({ ...current, open }))}
      name={asked.row === null ? '' : nameOf(asked.row)}
      noun={noun}
      body={
        <>
          {asked.row !== null && consequence && <>{consequence(asked.row)} </>}
          {UNDO_TEXT.toTrash}
        </>
      }
      onConfirm={async () => {
        if (asked.row === null) return;
        notifyDeleted(await remove(asked.row));
      }}
    />
  );

  // The same function from render to render: a list's row actions made of it stay the same.
  const ask = useCallback((row: Row) => setAsked({ row, open: true }), []);
  return { ask, dialog };
}
