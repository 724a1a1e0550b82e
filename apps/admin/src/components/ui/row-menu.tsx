import { Menu } from '@base-ui/react/menu';
import clsx from 'clsx';
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

/**
 * The "⋮" actions menu of a list row. Keyboard operable (Enter/Space/↓ open, arrows move, Esc
 * closes and returns focus to the trigger); a click outside closes it, and being non-modal, a
 * click on another row's trigger closes this one while opening the other.
 */
export function RowMenu({ rowName, open, onOpenChange, ...actions }: RowMenuProps) {
  const entries = rowMenuItems(actions);
  if (entries.length === 0) return null;

  return (
    <Menu.Root
      modal={false}
      open={open}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
    >
      <Menu.Trigger
        aria-label={`Actions for ${rowName}`}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-popup-open:bg-slate-100"
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
