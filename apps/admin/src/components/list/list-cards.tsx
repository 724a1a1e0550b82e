import type { PhonePriority } from '@job-board/contract';
import { Fragment, useId, useState, type Key } from 'react';
import {
  menuItemsFor,
  renderCell,
  type Column,
  type RowActions,
  type TableSelection,
} from '../ui/data-table';
import { RowMenu } from '../ui/row-menu';
import { Skeleton } from '../ui/skeleton';

/** A column with where it goes on a phone's card. */
export type CardColumn<Row> = Column<Row> & { phone?: PhonePriority };

type ListCardsProps<Row> = {
  /** The list's accessible name. */
  label: string;
  columns: readonly CardColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  actions?: RowActions<Row>;
  selection?: TableSelection;
};

function Fields<Row>({ columns, row }: { columns: readonly Column<Row>[]; row: Row }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm">
      {columns.map((column) => (
        <Fragment key={column.id}>
          <dt className="text-xs font-semibold text-slate-600 uppercase">{column.header}</dt>
          <dd className="min-w-0 text-slate-800">{renderCell(column, row)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A list on a phone: one card per row, its title column as the card's heading with the
 * selection checkbox and the row menu beside it, its primary columns under it, and the rest
 * behind "More". Nothing scrolls sideways; every control is at least 24 px square.
 */
export function ListCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  actions,
  selection,
}: ListCardsProps<Row>) {
  const [openMenu, setOpenMenu] = useState<Key | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const detailsId = useId();
  const title = columns.find((column) => column.phone === 'title') ?? columns[0];
  const primary = columns.filter((column) => column !== title && column.phone === 'primary');
  const secondary = columns.filter(
    (column) => column !== title && column.phone !== 'primary' && column.phone !== 'title',
  );

  if (rows === undefined) {
    return (
      <div role="status" aria-label={`Loading ${label}…`} className="flex flex-col gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full rounded-lg" />
        ))}
      </div>
    );
  }

  const toggle = (key: Key) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => {
        const key = rowKey(row);
        const name = rowLabel(row);
        const isExpanded = expanded.has(key);
        const rowDetailsId = `${detailsId}-${String(key)}`;
        return (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="flex items-center gap-2">
              {selection && (
                <label className="flex size-8 shrink-0 items-center justify-center">
                  <input
                    type="checkbox"
                    aria-label={`Select ${name}`}
                    checked={selection.isSelected(key)}
                    onChange={(event) => selection.onToggle(key, event.target.checked)}
                    className="size-6 accent-teal-700"
                  />
                </label>
              )}
              <h2 className="min-w-0 flex-1 font-medium text-slate-900">
                {title ? renderCell(title, row) : name}
              </h2>
              {actions && (
                <RowMenu
                  rowName={name}
                  items={menuItemsFor(actions, row)}
                  open={openMenu === key}
                  onOpenChange={(open) =>
                    setOpenMenu((current) => (open ? key : current === key ? null : current))
                  }
                />
              )}
            </div>
            {primary.length > 0 && <Fields columns={primary} row={row} />}
            {secondary.length > 0 && (
              <div className="flex flex-col gap-2">
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={isExpanded ? rowDetailsId : undefined}
                  aria-label={`More about ${name}`}
                  onClick={() => toggle(key)}
                  className="inline-flex min-h-8 items-center gap-1 self-start rounded px-2 text-sm font-medium text-teal-800 hover:bg-slate-100"
                >
                  <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
                  More
                </button>
                {isExpanded && (
                  <div id={rowDetailsId}>
                    <Fields columns={secondary} row={row} />
                  </div>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
