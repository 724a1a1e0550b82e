import type { TrashItem } from '@job-board/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useRestoreTrashItem, type RestoreBody } from '../api/trash';
import { TRASH_TEXT } from '../messages';
import { RestoreConflictDialog, wayOutOf, type RestoreConflict } from './restore-conflict-dialog';

/**
 * Restore of one trash item: at once, the server's message as a toast; a refusal for a conflict
 * (409) opens the dialog with its way out, which tries again with it. `onPurge` is offered there
 * when there is no way out.
 */
export function useRestoreFlow(onPurge?: (item: TrashItem) => void): {
  restore: (item: TrashItem) => void;
  dialog: ReactNode;
} {
  const { mutateAsync } = useRestoreTrashItem();
  const [conflict, setConflict] = useState<RestoreConflict | null>(null);

  /** Resolves once restored or refused with a conflict (then shown); rejects on other failures. */
  const run = useCallback(
    async (item: TrashItem, body: RestoreBody) => {
      try {
        const answer = await mutateAsync({ id: item.id, body });
        setConflict(null);
        notifySuccess(answer.message);
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
        setConflict({ item, message: error.message, way: wayOutOf(error) });
      }
    },
    [mutateAsync],
  );

  const restore = useCallback(
    (item: TrashItem) => {
      run(item, {}).catch((error: unknown) =>
        notifyError(errorMessage(error, TRASH_TEXT.restoreFailed)),
      );
    },
    [run],
  );

  const dialog = conflict && (
    <RestoreConflictDialog
      key={conflict.item.id}
      conflict={conflict}
      onClose={() => setConflict(null)}
      onRestore={(body) => run(conflict.item, body)}
      onPurge={
        onPurge &&
        (() => {
          setConflict(null);
          onPurge(conflict.item);
        })
      }
    />
  );
  return { restore, dialog };
}
