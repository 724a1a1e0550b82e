import clsx from 'clsx';
import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type Key,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useScrollsSideways } from '../../lib/use-scrolls-sideways';
import { BooleanCell, ImageCell, TextCell, type CellValue } from './data-table-cells';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { RowMenu, rowMenuItems, type RowMenuItem } from './row-menu';
import { Skeleton } from './skeleton';

type ColumnBase = {
  /** Unique within the table. */
  id: string;
  header: string;
  /** Extra classes for this column's cells (width, alignment). */
  className?: string;
  /** The list's sort field this column's header sorts by (`field` / `-field`), if any. */
  sortField?: string;
  /**
   * `secondary`: hidden on phones (below the sm breakpoint), where each row gets a button that
   * shows these columns under it. Default `primary`: always shown.
   */
  priority?: 'primary' | 'secondary';
};

export type TextColumn<Row> = ColumnBase & {
  kind?: 'text';
  /**
   * The cell's value: empty (null, undefined, '') shows "N/A"; text takes the column's room and
   * ends in "…" when it has none left, the full text in its tooltip.
   */
  value: (row: Row) => CellValue;
  /** Custom content for a non-empty value (a badge, a formatted date). */
  render?: (row: Row) => ReactNode;
};

export type ImageColumn<Row> = ColumnBase & {
  kind: 'image';
  src: (row: Row) => string | null | undefined;
  alt: (row: Row) => string;
  /** Shown when the image is missing or fails to load. */
  fallbackSrc?: string;
};

export type BooleanColumn<Row> = ColumnBase & {
  kind: 'boolean';
  value: (row: Row) => boolean | null | undefined;
};

export type Column<Row> = TextColumn<Row> | ImageColumn<Row> | BooleanColumn<Row>;

export type RowActions<Row> = {
  /** Each handler present adds its item; `can…` narrows it to some rows. */
  onDetails?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  canViewDetails?: (row: Row) => boolean;
  canEdit?: (row: Row) => boolean;
  canDelete?: (row: Row) => boolean;
  /** Custom items for this row (Block/Unblock, Approve/Reject…), shown before Delete. */
  extraItems?: (row: Row) => readonly RowMenuItem[];
};

/** The list's order, as in the URL: `field` ascending, `-field` descending. */
export type TableSort = {
  value: string;
  /** Called with the new order when a sortable header is clicked. */
  onChange: (sort: string) => void;
};

/** Row selection for bulk actions: a checkbox per row and one for the whole page. */
export type TableSelection = {
  isSelected: (key: Key) => boolean;
  onToggle: (key: Key, selected: boolean) => void;
  /** The page's header checkbox: selects or clears every row shown. */
  onTogglePage: (keys: Key[], selected: boolean) => void;
  /** The header checkbox's name, e.g. "Select all users on this page". */
  pageLabel: string;
};

/** `aria-sort` of a column's header for the list's current order. */
export function ariaSortOf(sortField: string, sort: string): 'ascending' | 'descending' | 'none' {
  if (sort === sortField) return 'ascending';
  if (sort === `-${sortField}`) return 'descending';
  return 'none';
}

/** The order a click on a header gives: ascending first, then it flips. */
export const nextSort = (sortField: string, sort: string) =>
  sort === sortField ? `-${sortField}` : sortField;

export type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  /** Shows `label` as a visible caption; otherwise it is for assistive tech only. */
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** The row's name, used in "Actions for {name}" and the checkbox labels. */
  rowLabel: (row: Row) => string;
  actions?: RowActions<Row>;
  isLoading?: boolean;
  /** A load failure; shown with a Retry button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** How many skeleton rows to show while loading (default 5). */
  skeletonRows?: number;
  className?: string;
  /** Makes the headers of columns with a `sortField` buttons that set the list's order. */
  sort?: TableSort;
  /** Adds a selection checkbox to each row and to the header. */
  selection?: TableSelection;
};

/** The row menu's items for a row: only the actions the row allows. */
export function menuItemsFor<Row>(actions: RowActions<Row>, row: Row): RowMenuItem[] {
  const allowed = (handler?: (row: Row) => void, can: (row: Row) => boolean = () => true) =>
    handler && can(row) ? () => handler(row) : undefined;
  return rowMenuItems({
    onDetails: allowed(actions.onDetails, actions.canViewDetails),
    onEdit: allowed(actions.onEdit, actions.canEdit),
    onDelete: allowed(actions.onDelete, actions.canDelete),
    items: actions.extraItems?.(row),
  });
}

/** A cell's content for a row (also the phone card's fields). */
export function renderCell<Row>(column: Column<Row>, row: Row): ReactNode {
  switch (column.kind) {
    case 'image':
      return (
        <ImageCell src={column.src(row)} alt={column.alt(row)} fallbackSrc={column.fallbackSrc} />
      );
    case 'boolean':
      return <BooleanCell value={column.value(row)} />;
    default:
      return <TextCell value={column.value(row)}>{column.render?.(row)}</TextCell>;
  }
}

const CELL = 'px-4 py-3 align-middle';
/** Secondary columns and the phone's expand toggle each show on one side of the sm breakpoint. */
const SECONDARY = 'hidden sm:table-cell';
const PHONE_ONLY = 'sm:hidden';

const isSecondary = <Row,>(column: Column<Row>) => column.priority === 'secondary';

const SORT_ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

function SortHeader({
  header,
  sortField,
  sort,
}: {
  header: string;
  sortField: string;
  sort: TableSort;
}) {
  const state = ariaSortOf(sortField, sort.value);
  return (
    <button
      type="button"
      onClick={() => sort.onChange(nextSort(sortField, sort.value))}
      className="inline-flex items-center gap-1 rounded font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      {header}
      <span aria-hidden="true" className={state === 'none' ? 'text-slate-400' : 'text-teal-700'}>
        {SORT_ARROWS[state]}
      </span>
    </button>
  );
}

/** The header checkbox: checked when every row of the page is selected, mixed when some are. */
function PageCheckbox({ keys, selection }: { keys: Key[]; selection: TableSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  const selected = keys.filter((key) => selection.isSelected(key)).length;
  const all = keys.length > 0 && selected === keys.length;
  const some = selected > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={selection.pageLabel}
      checked={all}
      disabled={keys.length === 0}
      onChange={(event) => selection.onTogglePage(keys, event.target.checked)}
      className="size-4 accent-teal-700"
    />
  );
}

/** A click on a control inside a row (checkbox, menu, link…) is that control's, not the row's. */
function isOnControl(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    target.closest('a, button, input, select, textarea, label, [role="menu"], [role="dialog"]') !==
      null
  );
}

/** Selecting a cell's text with the mouse ends in a click; it must not open the record. */
const hasTextSelection = () => (window.getSelection()?.toString() ?? '') !== '';

type TableRowProps<Row> = {
  row: Row;
  rowKey: Key;
  name: string;
  columns: readonly Column<Row>[];
  secondary: readonly Column<Row>[];
  columnCount: number;
  actions: RowActions<Row> | undefined;
  /** Undefined: the table has no selection. */
  selected: boolean | undefined;
  onToggleSelected: TableSelection['onToggle'] | undefined;
  expanded: boolean;
  onToggleExpanded: (key: Key) => void;
  menuOpen: boolean;
  setOpenMenu: Dispatch<SetStateAction<Key | null>>;
  detailsId: string;
};

/**
 * One record's row (and, on a phone, the row of its secondary columns under it). Memoised: a row
 * menu opening, a row expanding or the next page's rows arriving while this one stays draws only
 * the rows that changed, not the whole page.
 */
const TableRow = memo(function TableRow<Row>({
  row,
  rowKey: key,
  name,
  columns,
  secondary,
  columnCount,
  actions,
  selected,
  onToggleSelected,
  expanded: isExpanded,
  onToggleExpanded,
  menuOpen,
  setOpenMenu,
  detailsId: rowDetailsId,
}: TableRowProps<Row>) {
  const expandable = secondary.length > 0;
  const openDetails =
    actions?.onDetails && (actions.canViewDetails?.(row) ?? true)
      ? () => actions.onDetails!(row)
      : undefined;
  return (
    <>
      <tr
        className={clsx('hover:bg-slate-50', openDetails && 'cursor-pointer')}
        {...(openDetails && {
          tabIndex: 0,
          onClick: (event) => {
            if (!isOnControl(event.target) && !hasTextSelection()) openDetails();
          },
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) {
              event.preventDefault();
              openDetails();
            }
          },
        })}
      >
        {selected !== undefined && onToggleSelected && (
          <td className={CELL}>
            <input
              type="checkbox"
              aria-label={`Select ${name}`}
              checked={selected}
              onChange={(event) => onToggleSelected(key, event.target.checked)}
              className="size-4 accent-teal-700"
            />
          </td>
        )}
        {expandable && (
          <td className={clsx(CELL, PHONE_ONLY, 'px-2')}>
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={isExpanded ? rowDetailsId : undefined}
              aria-label={`More about ${name}`}
              onClick={() => onToggleExpanded(key)}
              className="flex size-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
            </button>
          </td>
        )}
        {columns.map((column) => (
          <td
            key={column.id}
            className={clsx(CELL, column.className, isSecondary(column) && SECONDARY)}
          >
            {renderCell(column, row)}
          </td>
        ))}
        {actions && (
          <td className={clsx(CELL, 'py-1 text-right')}>
            <RowMenu
              rowName={name}
              items={menuItemsFor(actions, row)}
              open={menuOpen}
              onOpenChange={(open) =>
                setOpenMenu((current) => (open ? key : current === key ? null : current))
              }
            />
          </td>
        )}
      </tr>
      {expandable && isExpanded && (
        <tr id={rowDetailsId} className={clsx(PHONE_ONLY, 'bg-slate-50')}>
          <td colSpan={columnCount} className="px-4 py-2">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {secondary.map((column) => (
                <Fragment key={column.id}>
                  <dt className="text-xs font-semibold text-slate-600 uppercase">
                    {column.header}
                  </dt>
                  <dd className="min-w-0">{renderCell(column, row)}</dd>
                </Fragment>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;

/**
 * The one list table of the app: image, read-only boolean and text columns, an optional Actions
 * column with one row menu open at a time, and loading, error and empty states. Columns marked
 * `priority: 'secondary'` give way on phones: each row then opens to show them. A row whose
 * record has details (the menu's View) opens them on a click anywhere outside its controls, and
 * on Enter when the row has the keyboard focus.
 */
export function DataTable<Row>({
  label,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowLabel,
  actions,
  isLoading = false,
  error,
  onRetry,
  emptyMessage,
  skeletonRows = 5,
  className,
  sort,
  selection,
}: DataTableProps<Row>) {
  const [openMenu, setOpenMenu] = useState<Key | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(frame);
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const detailsId = useId();
  const secondary = useMemo(() => columns.filter(isSecondary), [columns]);
  const expandable = secondary.length > 0;
  const columnCount =
    columns.length + (actions ? 1 : 0) + (selection ? 1 : 0) + (expandable ? 1 : 0);
  const toggleExpanded = useCallback(
    (key: Key) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const hasRows = !isLoading && !error && rows !== undefined && rows.length > 0;
  const pageKeys = hasRows ? rows.map(rowKey) : [];

  let status: ReactNode = null;
  if (isLoading) {
    status = <span className="sr-only">Loading {label}…</span>;
  } else if (error) {
    status = <ErrorState message={error} onRetry={onRetry} className="py-6" />;
  } else if (!rows || rows.length === 0) {
    status = <EmptyState message={emptyMessage} className="py-6" />;
  }

  return (
    <div
      ref={frame}
      className={clsx('overflow-x-auto', className)}
      {...(scrollsSideways && { role: 'region', 'aria-label': label, tabIndex: 0 })}
    >
      <table
        className="w-full border-collapse text-left text-sm"
        aria-busy={isLoading || undefined}
      >
        <caption className={showCaption ? 'px-4 py-2 text-left font-semibold' : 'sr-only'}>
          {label}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {selection && (
              <th scope="col" className={clsx(CELL, 'w-10 py-2')}>
                <PageCheckbox keys={pageKeys} selection={selection} />
              </th>
            )}
            {expandable && (
              <th scope="col" className={clsx(CELL, PHONE_ONLY, 'w-10 py-2')}>
                <span className="sr-only">More</span>
              </th>
            )}
            {columns.map((column) => {
              const sortField = sort ? column.sortField : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sortField && sort ? ariaSortOf(sortField, sort.value) : undefined}
                  className={clsx(CELL, 'py-2', column.className, isSecondary(column) && SECONDARY)}
                >
                  {sortField && sort ? (
                    <SortHeader header={column.header} sortField={sortField} sort={sort} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className={clsx(CELL, 'w-16 py-2 text-right')}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {isLoading &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={`skeleton-${index}`} aria-hidden="true">
                {/* The phone's expand toggle has no placeholder. */}
                {Array.from({ length: columnCount - (expandable ? 1 : 0) }, (_, cell) => (
                  <td key={cell} className={CELL}>
                    <Skeleton className="h-4 w-full max-w-32" />
                  </td>
                ))}
              </tr>
            ))}
          {hasRows &&
            rows.map((row) => {
              const key = rowKey(row);
              return (
                <TableRow
                  key={key}
                  row={row}
                  rowKey={key}
                  name={rowLabel(row)}
                  columns={columns}
                  secondary={secondary}
                  columnCount={columnCount}
                  actions={actions}
                  selected={selection ? selection.isSelected(key) : undefined}
                  onToggleSelected={selection?.onToggle}
                  expanded={expanded.has(key)}
                  onToggleExpanded={toggleExpanded}
                  menuOpen={openMenu === key}
                  setOpenMenu={setOpenMenu}
                  detailsId={`${detailsId}-${String(key)}`}
                />
              );
            })}
          {status && (
            <tr>
              <td colSpan={columnCount} className={isLoading ? 'p-0' : undefined}>
                {isLoading ? <div role="status">{status}</div> : status}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
