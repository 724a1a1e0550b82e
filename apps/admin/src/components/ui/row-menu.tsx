import clsx from 'clsx';
import { useEffect, useState } from 'react';
import {
  loadOnIntent,
  MENU_LOAD_FAILED,
  STAND_IN_FAILED_CLASSES,
  useStandInTrigger,
} from '../../lib/load-on-intent';
import { MoreIcon } from './icons';

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

export const ROW_MENU_TRIGGER_CLASSES =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-popup-open:bg-slate-100';

const popup = loadOnIntent(() => import('./row-menu-popup').then((module) => module.RowMenuPopup));
const RowMenuPopup = popup.Component;

/**
 * The "⋮" actions menu of a list row. Keyboard operable (Enter/Space/↓ open, arrows move, Esc
 * closes and returns focus to the trigger); a click outside closes it, and being non-modal, a
 * click on another row's trigger closes this one while opening the other.
 *
 * The menu's code (and its menu library) loads when the user first points at, focuses or
 * presses a row's "⋮", or once the page is idle: until then the same button stands in for it, and
 * a press opens the menu as soon as it has loaded. A row's real menu is mounted only once its button has the focus or
 * was asked to open: a page of rows all swapping their buttons for menus at once, as the code
 * arrives under the pointer, would keep the browser busy just as the admin presses.
 */
export function RowMenu(props: RowMenuProps) {
  const { rowName, open, onOpenChange } = props;
  const loaded = popup.useLoaded();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const wantsOpen = open ?? openWhenLoaded;
  useEffect(() => {
    if (wantsOpen) popup.preload();
  }, [wantsOpen]);
  // A list with row menus is likely to have one opened: the first press should not wait for it.
  useEffect(() => popup.preloadWhenIdle(), []);
  const { triggerProps, focused, keepStandIn, failed } = useStandInTrigger(popup, (openIt) => {
    if (onOpenChange) onOpenChange(openIt);
    else setOpenWhenLoaded(openIt);
  });
  // Once mounted, the real menu stays: it hands the focus back to its own button on closing.
  const [engaged, setEngaged] = useState(false);
  if ((wantsOpen || focused) && !engaged) setEngaged(true);

  if (rowMenuItems(props).length === 0) return null;

  const standIn = (
    <button
      {...triggerProps}
      aria-label={`Actions for ${rowName}${failed ? `. ${MENU_LOAD_FAILED}` : ''}`}
      title={failed ? MENU_LOAD_FAILED : undefined}
      className={clsx(ROW_MENU_TRIGGER_CLASSES, failed && STAND_IN_FAILED_CLASSES)}
    >
      <MoreIcon />
    </button>
  );
  if (!loaded || keepStandIn || !engaged) return standIn;
  return <RowMenuPopup {...props} defaultOpen={openWhenLoaded} focusTrigger={focused} />;
}
