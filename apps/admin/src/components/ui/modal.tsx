import { Dialog } from '@base-ui/react/dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { DialogBackdrop, DialogCloseButton, DialogRoot } from './dialog-parts';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons kept visible under the scrolling body (a submit button can use `form="…"`). */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /**
   * Whether a click on the backdrop closes the modal. Off by default: most modals hold a form,
   * and a stray click should not throw away what was typed.
   */
  closeOnOutsidePress?: boolean;
};

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A dialog over the page: focus moves inside and stays there, returns to the opener when closed;
 * Esc and the close button close it; a tall body scrolls between the fixed header and footer.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnOutsidePress = false,
}: ModalProps) {
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
      disablePointerDismissal={!closeOnOutsidePress}
    >
      <Dialog.Portal>
        <DialogBackdrop />
        <Dialog.Viewport className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <Dialog.Popup
            className={clsx(
              'flex max-h-full w-full flex-col rounded-lg bg-white shadow-xl outline-none transition-[opacity,scale] data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0',
              WIDTHS[size],
            )}
          >
            <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4">
              <div className="flex flex-1 flex-col gap-1">
                <Dialog.Title className="text-lg font-semibold text-slate-900">
                  {title}
                </Dialog.Title>
                {description && (
                  <Dialog.Description className="text-sm text-slate-600">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              <DialogCloseButton label="Close" className="-mr-1 size-8" />
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
                {footer}
              </div>
            )}
          </Dialog.Popup>
        </Dialog.Viewport>
      </Dialog.Portal>
    </DialogRoot>
  );
}
