import { Dialog } from '@base-ui/react/dialog';
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { usePageScrollLock } from '../../lib/page-scroll-lock';
import { CloseIcon } from './icons';

/**
 * Base UI's dialog root, modal (focus kept inside, the rest of the page hidden from screen
 * readers, the backdrop taking outside presses) with the app's lighter page scroll lock in place
 * of Base UI's, which lays the page out several times while the dialog is first drawn.
 */
export function DialogRoot({ open, ...props }: ComponentProps<typeof Dialog.Root>) {
  usePageScrollLock(open === true);
  return <Dialog.Root {...props} open={open} modal="trap-focus" />;
}

/** The dimmed page behind a dialog, fading in and out with it. */
export function DialogBackdrop() {
  return (
    <Dialog.Backdrop className="fixed inset-0 z-40 bg-slate-900/40 transition-opacity data-ending-style:opacity-0 data-starting-style:opacity-0" />
  );
}

/** The ✕ button in a dialog's header; `label` names it, `className` sizes and places it. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={clsx(
        'inline-flex items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      <CloseIcon />
    </Dialog.Close>
  );
}
