import { useEffect, useRef } from 'react';

export type ReviewShortcuts = {
  approve: () => void;
  reject: () => void;
  next: () => void;
  help: () => void;
};

/** Whether a key press goes to a field the admin is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a dialog is open over the page: its keys are its own. */
const isDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The review queue's keys: A approve, R reject, N next pending, ? the list of shortcuts. Ignored
 * while typing in a field, while a dialog is open and with Ctrl, Cmd or Alt (the browser's own).
 */
export function useReviewShortcuts(shortcuts: ReviewShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || isDialogOpen()) return;
      const action = (
        {
          a: latest.current.approve,
          r: latest.current.reject,
          n: latest.current.next,
          '?': latest.current.help,
        } as Record<string, (() => void) | undefined>
      )[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
