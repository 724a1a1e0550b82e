import { Menu } from '@base-ui/react/menu';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { MoreIcon } from './icons';
import { ROW_MENU_TRIGGER_CLASSES, rowMenuItems, type RowMenuProps } from './row-menu';

export type RowMenuPopupProps = RowMenuProps & {
  /** Open at once (uncontrolled): the user pressed the button before the menu had loaded. */
  defaultOpen: boolean;
  /** Take the focus: the button standing in for this one had it. */
  focusTrigger: boolean;
};

/** The row menu itself (see RowMenu, which loads it). */
export function RowMenuPopup({
  rowName,
  open,
  onOpenChange,
  defaultOpen,
  focusTrigger,
  ...actions
}: RowMenuPopupProps) {
  const entries = rowMenuItems(actions);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  if (entries.length === 0) return null;

  return (
    <Menu.Root
      modal={false}
      open={open}
      defaultOpen={open === undefined ? defaultOpen : undefined}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
    >
      <Menu.Trigger
        ref={trigger}
        aria-label={`Actions for ${rowName}`}
        className={ROW_MENU_TRIGGER_CLASSES}
      >
        <MoreIcon />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={4} align="end" className="z-50 outline-none">
          <Menu.Popup className="min-w-36 rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg outline-none">
            {entries.map((item) => (
              <Menu.Item
                key={item.label}
                disabled={item.disabled}
                onClick={item.onSelect}
                className={clsx(
                  'flex cursor-default items-center px-3 py-2 outline-none select-none data-disabled:text-slate-400 data-highlighted:bg-slate-100',
                  item.tone === 'danger' && 'text-red-700',
                )}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
