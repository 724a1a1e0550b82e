import { AlertDialog } from '@base-ui/react/alert-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

/**
 * The texts that ask to confirm a delete. The question names the record (and its kind when
 * known), the body says what follows, the button names the action (docs/decisions.md,
 * "Confirmations say what will happen").
 */
export const DELETE_CONFIRMATION = {
  title: (name: string, noun?: string) =>
    name ? `Delete ${noun ? `${noun} ` : ''}“${name}”?` : `Delete ${noun ?? 'this item'}?`,
  body: 'This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
} as const;

export const CONFIRM_FAILED_MESSAGE = 'The action could not be completed. Please try again.';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record being deleted, for the default title: Delete the job “Senior Engineer”? */
  name?: string;
  /** The record's kind in the default title, with its article ("the job"). */
  noun?: string;
  /** Replaces the default title (the dialog then asks something else than a delete). */
  title?: ReactNode;
  /** What will happen. A delete says "This cannot be undone." unless told its consequence. */
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * The action. When it returns a promise the dialog stays open and busy until it settles: it
   * closes on success and shows the error's message on failure.
   */
  onConfirm: () => unknown;
  /** Marks the action as running when it is tracked outside (e.g. a mutation's isPending). */
  isPending?: boolean;
  /** A failure to show inside the dialog when it is tracked outside. */
  error?: string | null;
};

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CONFIRM_FAILED_MESSAGE;
}

/**
 * Asks before a destructive action. Focus starts on Cancel and returns to the opener; Esc and
 * Cancel close it unless the action is running.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  name = '',
  noun,
  title,
  body = title === undefined ? DELETE_CONFIRMATION.body : undefined,
  confirmLabel = DELETE_CONFIRMATION.confirm,
  cancelLabel = DELETE_CONFIRMATION.cancel,
  onConfirm,
  isPending = false,
  error,
}: ConfirmDialogProps) {
  const [isRunning, setIsRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts clean, whoever closed it last time.
    setWasOpen(open);
    if (open) setFailure(null);
  }
  const busy = isPending || isRunning;
  const shownError = error ?? failure;

  function changeOpen(next: boolean) {
    if (!next && busy) return;
    if (!next) setFailure(null);
    onOpenChange(next);
  }

  async function confirm() {
    if (busy) return;
    setFailure(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setIsRunning(true);
    try {
      await result;
      setIsRunning(false);
      onOpenChange(false);
    } catch (reason) {
      setIsRunning(false);
      setFailure(messageOf(reason));
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => changeOpen(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className="fixed inset-0 z-40 bg-slate-900/40 transition-opacity data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <AlertDialog.Viewport className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <AlertDialog.Popup
            aria-busy={busy || undefined}
            className="flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-5 shadow-xl outline-none transition-[opacity,scale] data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0"
          >
            <div className="flex flex-col gap-2">
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">
                {title ?? DELETE_CONFIRMATION.title(name, noun)}
              </AlertDialog.Title>
              {body && (
                <AlertDialog.Description className="text-sm text-slate-600">
                  {body}
                </AlertDialog.Description>
              )}
            </div>
            {shownError && (
              <p
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {shownError}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <AlertDialog.Close disabled={busy} render={<Button variant="secondary" />}>
                {cancelLabel}
              </AlertDialog.Close>
              <Button
                variant="danger"
                onClick={confirm}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy && (
                  <span
                    aria-hidden="true"
                    className="size-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  />
                )}
                {confirmLabel}
              </Button>
            </div>
          </AlertDialog.Popup>
        </AlertDialog.Viewport>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
