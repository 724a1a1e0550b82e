import { Dialog } from '@base-ui/react/dialog';
import type { RefObject } from 'react';
import { DialogBackdrop, DialogCloseButton } from '../../components/ui/dialog-parts';
import { MainNav } from './main-nav';

export type NavDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's id, which its opener names in aria-controls. */
  id: string;
  title: string;
  /** Where the focus returns when the drawer closes: the button that opened it. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The phone's menu: a modal drawer from the left holding the main navigation. Focus stays inside
 * while it is open; Esc, a tap beside it, its close button or following a link close it.
 */
export function NavDrawer({ open, onOpenChange, id, title, opener }: NavDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <Dialog.Portal>
        <DialogBackdrop />
        <Dialog.Popup
          id={id}
          finalFocus={opener}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none transition-transform data-ending-style:-translate-x-full data-starting-style:-translate-x-full"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 pr-2 pl-5">
            <Dialog.Title className="truncate text-base font-semibold text-teal-800">
              {title}
            </Dialog.Title>
            <DialogCloseButton label="Close menu" className="size-10 shrink-0" />
          </div>
          <MainNav variant="drawer" onNavigate={() => onOpenChange(false)} />
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
