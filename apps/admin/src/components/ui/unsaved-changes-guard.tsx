import { useEffect, type RefObject } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_CHANGES_TEXT = {
  title: 'Leave without saving?',
  body: 'Your changes have not been saved. Leave this page and lose them?',
  leave: 'Leave',
  discardTitle: 'Discard your changes?',
  discardBody: 'Your changes have not been saved. Close and lose them?',
  discard: 'Discard',
  cancel: 'Cancel',
} as const;

type UnsavedChangesGuardProps = {
  /** Whether the form holds unsaved changes, read when the user tries to leave (so a save that
   * has just finished, before the next render, never asks). */
  dirty: RefObject<boolean>;
};

/**
 * Asks before leaving a page whose form holds unsaved changes: a dialog for navigation in the
 * app (another screen, another tab of the same screen), the browser's own prompt for a reload or
 * closing the browser tab. Render it once per page form.
 */
export function UnsavedChangesGuard({ dirty }: UnsavedChangesGuardProps) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    dirty.current &&
    (currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={UNSAVED_CHANGES_TEXT.title}
      body={UNSAVED_CHANGES_TEXT.body}
      confirmLabel={UNSAVED_CHANGES_TEXT.leave}
      cancelLabel={UNSAVED_CHANGES_TEXT.cancel}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
