/**
 * The admin's side of every bulk action: ask (a confirmation naming the count), run (one call),
 * tell (a toast summarising done / skipped / failed, with what was not changed and why one click
 * away).
 *
 *   const flow = useBulkFlow((action: 'block' | 'unblock') => bulk.mutateAsync({ action, … }));
 *   <Button onClick={() => flow.ask('block')}>Block</Button>
 *   <ConfirmDialog open={flow.pending !== null} onOpenChange={flow.onConfirmOpenChange} onConfirm={flow.confirm} … />
 *   <BulkDetailsDialog result={flow.details} onClose={flow.closeDetails} />
 */
import type { BulkResult } from '@job-board/contract';
import { useCallback, useState } from 'react';
import { notifyBulkResult } from '../components/ui/bulk-result';
import type { ToastAction } from '../components/ui/toasts';

export function useBulkFlow<A extends string>(
  run: (action: A) => Promise<{ data: BulkResult }>,
  /** After a run that answered (e.g. clear the selection). */
  onDone?: (result: BulkResult) => void,
  /** The toast's Undo for a result, when the action can be undone (see use-undo.ts). */
  undoOf?: (result: BulkResult, action: A) => ToastAction | undefined,
) {
  const [pending, setPending] = useState<A | null>(null);
  const [details, setDetails] = useState<BulkResult | null>(null);

  const confirm = useCallback(async () => {
    if (pending === null) return;
    const { data } = await run(pending);
    notifyBulkResult(data, () => setDetails(data), undoOf?.(data, pending));
    onDone?.(data);
  }, [onDone, pending, run, undoOf]);

  return {
    /** The action waiting for confirmation. */
    pending,
    ask: setPending,
    onConfirmOpenChange: (open: boolean) => {
      if (!open) setPending(null);
    },
    /** Runs the pending action; the confirmation stays open and busy until it answers. */
    confirm,
    /** The last result whose skipped and failed records are shown, if the admin asked. */
    details,
    closeDetails: () => setDetails(null),
  };
}
