import { Dialog } from '@base-ui/react/dialog';
import clsx from 'clsx';
import { CloseIcon } from './icons';

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
