import { endpoints } from '@job-board/contract';
import { useCallback } from 'react';
import { notifyError, notifySuccess, type ToastAction } from '../components/ui/toasts';
import { errorMessage } from './api-error';
import { useApiMutation } from './api-mutation';
import { useCan } from './permissions';

export const UNDO_TEXT = {
  undo: 'Undo',
  failed: 'The action could not be undone.',
} as const;

/** What an undo may change on screen: the lists and records it sets back, and the log. */
const REFRESHED = ['audit', 'records', 'jobs', 'users', 'partners', 'invoices', 'dashboard'];

/** What a call answered that names its audit rows: a bulk result, or a single change's answer. */
type UndoableCall = { bulk_id?: string | undefined; done?: number };

/**
 * The toast's Undo for a bulk action or a single change (a block): a real reverse operation (the
 * audit log's revert of the call's `bulk_id`, itself audited), visible to everyone at once.
 * Undefined when there is nothing to undo or the admin may not revert from the audit log.
 */
export function useUndo(): (call: UndoableCall) => ToastAction | undefined {
  const can = useCan();
  const revert = useApiMutation(endpoints.audit.revertBulk, {
    input: (bulkId: string) => ({ params: { id: bulkId } }),
    invalidates: REFRESHED,
    evenOnFailure: true,
  });
  const { mutateAsync } = revert;
  return useCallback(
    ({ bulk_id: bulkId, done }: UndoableCall) => {
      if (!bulkId || done === 0 || !can('audit.read')) return undefined;
      return {
        label: UNDO_TEXT.undo,
        onClick: () => {
          mutateAsync(bulkId).then(
            (answer) => notifySuccess(answer.message),
            (error: unknown) => notifyError(errorMessage(error, UNDO_TEXT.failed)),
          );
        },
      };
    },
    [can, mutateAsync],
  );
}
