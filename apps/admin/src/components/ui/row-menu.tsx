import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { MoreIcon } from './icons';
import { RowMenuPopup, type MenuCloseReason, type MenuStart } from './row-menu-popup';

export type RowMenuItem = {
  label: string;
  onSelect: () => void;
  /** "danger" colours destructive items (Delete, Reject, Block) red. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
};

export type RowMenuProps = {
  /** The row's name, used in the trigger's accessible name: "Actions for {rowName}". */
  rowName: string;
  /** Adds "Details" first. */
  onDetails?: () => void;
  /** Adds "Edit". */
  onEdit?: () => void;
  /** Adds "Delete" last, in red. */
  onDelete?: () => void;
  /** Custom items shown after Details/Edit and before Delete (Block, Approve, Reject…). */
  items?: readonly RowMenuItem[];
  /** Controlled open state; leave unset to let the menu manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The items a row menu shows, in order: Details, Edit, the custom items, Delete. */
export function rowMenuItems({
  onDetails,
  onEdit,
  onDelete,
  items = [],
}: Pick<RowMenuProps, 'onDetails' | 'onEdit' | 'onDelete' | 'items'>): RowMenuItem[] {
  return [
    ...(onDetails ? [{ label: 'Details', onSelect: onDetails }] : []),
    ...(onEdit ? [{ label: 'Edit', onSelect: onEdit }] : []),
    ...items,
    ...(onDelete ? [{ label: 'Delete', onSelect: onDelete, tone: 'danger' as const }] : []),
  ];
}

const TRIGGER_CLASSES =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-popup-open:bg-slate-100';

/**
 * The "⋮" actions menu of a list row. Keyboard operable (Enter/Space/↓ open on the first item,
 * ↑ on the last; arrows, Home/End and typing move; Esc closes and returns focus to the trigger;
 * Tab closes and moves on); a click outside closes it, and being non-modal, a click on another
 * row's trigger closes this one while opening the other.
 *
 * The menu is a light popup of its own rather than a menu library's: a page has a menu per row,
 * and the library's first open (mounting its menu, then positioning it from the page's layout)
 * was most of the time from the press to the menu on screen. This one is placed once from its
 * button, below it or above when there is no room below, and follows it while the page scrolls.
 */
export function RowMenu(props: RowMenuProps) {
  const { rowName, open, onOpenChange } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const trigger = useRef<HTMLButtonElement>(null);
  /** Whether the mouse press under way opened or closed the menu, which its click then leaves. */
  const pressed = useRef(false);
  const [start, setStart] = useState<MenuStart>('menu');
  const menuId = useId();
  const entries = rowMenuItems(props);
  if (entries.length === 0) return null;

  const setOpen = (next: boolean) => {
    onOpenChange?.(next);
    if (open === undefined) setOwnOpen(next);
  };
  const openAt = (where: MenuStart) => {
    setStart(where);
    setOpen(true);
  };
  const toggle = (where: MenuStart) => {
    if (!isOpen) return openAt(where);
    setOpen(false);
    trigger.current?.focus();
  };
  // A mouse opens the menu as it presses, as menus do, not a whole click later.
  const onPointerDown = (event: PointerEvent) => {
    pressed.current = event.pointerType === 'mouse' && event.button === 0;
    if (pressed.current) toggle('menu');
  };
  const onClick = (event: MouseEvent) => {
    const handled = pressed.current && event.detail > 0;
    pressed.current = false;
    // A click from Enter or Space (detail 0) starts on the first item, as keys go on from there.
    if (!handled) toggle(event.detail === 0 ? 'first' : 'menu');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onClose = (reason: MenuCloseReason) => {
    setOpen(false);
    if (reason !== 'outside') trigger.current?.focus();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={`Actions for ${rowName}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-popup-open={isOpen ? '' : undefined}
        onPointerDown={onPointerDown}
        // The press's focus stays with the menu it opened.
        onMouseDown={(event) => pressed.current && event.preventDefault()}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={TRIGGER_CLASSES}
      >
        <MoreIcon />
      </button>
      {isOpen && (
        <RowMenuPopup
          id={menuId}
          label={`Actions for ${rowName}`}
          anchor={trigger}
          entries={entries}
          start={start}
          onClose={onClose}
        />
      )}
    </>
  );
}
