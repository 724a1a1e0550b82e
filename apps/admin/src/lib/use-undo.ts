import { endpoints, type Permission } from '@job-board/contract';
import { useCallback } from 'react';
import { notifyError, notifySuccess, type ToastAction } from '../components/ui/toasts';
import { api } from './api-client';
import { errorMessage } from './api-error';
import { useApiMutation } from './api-mutation';
import { useCan } from './permissions';

export const UNDO_TEXT = {
  undo: 'Undo',
  failed: 'The action could not be undone.',
  /** What a delete's confirmation says instead of "This cannot be undone." */
  toTrash: 'What you delete goes to the Trash, where it can be restored.',
} as const;

/**
 * How a call is undone: `audit`, the audit log's revert of its rows (a block, a bulk state
 * change); `trash`, the restore of what the delete moved to the trash (`trash.restoreCall`).
 */
export type UndoVia = 'audit' | 'trash';

/** What an undo may change on screen: the lists and records it sets back, and the log. */
const REFRESHED = ['audit', 'records', 'jobs', 'users', 'partners', 'invoices', 'dashboard', 'kyc'];

/**
 * What a restore from the trash may change on screen: besides an undo's, content, the
 * subscriptions' items, reference data and the trash itself.
 */
export const RESTORE_REFRESHES = [
  ...REFRESHED,
  'trash',
  'blogPosts',
  'webPages',
  'packages',
  'features',
  'categories',
  'skills',
  'jobTypes',
  'postDurations',
];

const UNDO_PERMISSION: Record<UndoVia, Permission> = {
  audit: 'changes.undo',
  trash: 'trash.read',
};

/** What a call answered that names its audit rows: a bulk result, or a single change's answer. */
type UndoableCall = { bulk_id?: string | null | undefined; done?: number };

type UndoInput = { bulkId: string; via: UndoVia };

const undoCall = ({ bulkId, via }: UndoInput): Promise<{ message: string }> =>
  via === 'trash'
    ? api(endpoints.trash.restoreCall, { params: { id: bulkId } })
    : api(endpoints.audit.revertBulk, { params: { id: bulkId } });

/**
 * The toast's Undo for a bulk action or a single change (a block, a delete): a real reverse
 * operation, itself audited and visible to everyone at once. Undefined when there is nothing to
 * undo or the admin may not undo that way.
 *
 *   const undo = useUndo();
 *   notifySuccess(result.message, { action: undo(result) });                    // a block
 *   notifySuccess(result.message, { action: undo(result, { via: 'trash' }) });  // a delete
 */
export function useUndo(): (
  call: UndoableCall,
  options?: { via?: UndoVia },
) => ToastAction | undefined {
  const can = useCan();
  const { mutateAsync } = useApiMutation(undoCall, {
    invalidates: ({ via }) => (via === 'trash' ? RESTORE_REFRESHES : REFRESHED),
    evenOnFailure: true,
  });
  return useCallback(
    ({ bulk_id: bulkId, done }, { via = 'audit' } = {}) => {
      if (!bulkId || done === 0 || !can(UNDO_PERMISSION[via])) return undefined;
      return {
        label: UNDO_TEXT.undo,
        onClick: () => {
          mutateAsync({ bulkId, via }).then(
            (answer) => notifySuccess(answer.message),
            (error: unknown) => notifyError(errorMessage(error, UNDO_TEXT.failed)),
          );
        },
      };
    },
    [can, mutateAsync],
  );
}

/** The answer's message as a toast, with Undo of the delete it reports when it can be undone. */
export function useNotifyDeleted(): (answer: { message: string } & UndoableCall) => void {
  const undo = useUndo();
  return useCallback(
    (answer) => {
      notifySuccess(answer.message, { action: undo(answer, { via: 'trash' }) });
    },
    [undo],
  );
}
