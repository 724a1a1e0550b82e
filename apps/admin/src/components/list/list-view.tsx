/**
 * A whole list screen's body built from its contract definition (`defineList`): search, sort
 * select, filters (one "Filters" button on a phone) and their chips, saved views, a column
 * chooser, CSV export, selection with "Select all N matching" and the bulk bar, the table with sortable
 * headers (cards on a phone), the count ("1–10 of 3,214"), pages and page size. Its state is
 * in the URL (useListView), so a view is a link.
 *
 * The screen gives only what is its own: how cells show (columns without a cell show the row's
 * field of the column's id), the row menu, the data hook, the bulk confirmations and runner,
 * the texts; and, where the rows are not a table, how they show (`renderRows`: tiles). A list
 * the server answers whole (`paging: 'client'`) gets its data from useClientList. A list of
 * records with ids named by a title is drawn by ListCard (in a card with its create button) or
 * ListScreen (a whole page: header, then the list).
 *
 *   const view = useListView(USERS_LIST);
 *   const users = useUsers(view.query);
 *   <ListView
 *     view={view}
 *     data={users}
 *     text={{ label: 'Users', noun: 'users', loadFailed: 'Could not load the users.', empty: 'No users yet.' }}
 *     rowKey={(user) => user.id}
 *     rowLabel={(user) => user.full_name}
 *     cells={{ blocked: { value: (u) => u.blocked, render: (u) => <BlockedBadge … /> } }}
 *     actions={{ extraItems: (user) => [{ label: 'Block', onSelect: … }] }}
 *     filterOptions={{ blocked: [{ value: 'yes', label: 'Blocked' }, { value: 'no', label: 'Not blocked' }] }}
 *     bulk={{
 *       run: (action, target) => bulk.mutateAsync({ action, ...target }),
 *       confirm: (action, count) => ({ title: `Block ${count} users?`, body: '…' }),
 *     }}
 *     exportFile={{ endpoint: endpoints.users.export, fileName: 'users.csv' }}
 *   />
 */
import type { BulkResult, Endpoint, EndpointInput, ListFilter, Paged } from '@job-board/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useCan } from '../../lib/permissions';
import { useBulkFlow } from '../../lib/use-bulk-flow';
import { useUndo, type UndoVia } from '../../lib/use-undo';
import { useDownload } from '../../lib/use-download';
import { usePageInRange } from '../../lib/use-list-params';
import { useSelection } from '../../lib/use-selection';
import { BulkBar } from '../ui/bulk-bar';
import { BulkDetailsDialog } from '../ui/bulk-result';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type RowActions, type TableSelection } from '../ui/data-table';
import { DownloadButton } from '../ui/download-button';
import { FilterChips } from '../ui/filter-chips';
import { Pagination } from '../ui/pagination';
import { QueryState, type QueryStateSource } from '../ui/query-state';
import { SearchBox } from '../ui/search-box';
import { SortFilter } from '../ui/sort-filter';
import { ColumnChooser } from './column-chooser';
import { FilterPanel, FiltersToggle } from './filter-panel';
import { listChips, sortOptionsOf, type FilterOptions } from './filter-options';
import { ListCards } from './list-cards';
import { tableColumns, type CellSpecs } from './list-columns';
import { ListCount } from './list-count';
import { PageSelectBox } from './page-select-box';
import { PageSizeSelect } from './page-size-select';
import { SavedViewsMenu } from './saved-views-menu';
import { useSearchedOptions, type SearchedFilters } from './searched-filters';
import { useIsPhone } from './use-is-phone';
import type { ListFilterValues, ListPageValues, ListViewState } from './use-list-view';

export type ListViewText = {
  /** The list's accessible name ("Users"). */
  label: string;
  /** The records, plural ("users"): "Search users", "Select all 25 matching users"… */
  noun: string;
  loadFailed: string;
  /** Shown when the list has no rows and no search. */
  empty: ReactNode;
  /** Shown when a search matches nothing (default: `empty`). */
  noMatch?: (search: string) => ReactNode;
  /** Shown when filters match nothing (default: `empty`). */
  noFilterMatch?: ReactNode;
  searchLabel?: string;
  sortLabel?: string;
  pagesLabel?: string;
  /** The pages' "previous" button (default "Previous"). */
  previousPage?: string;
  selectPage?: string;
};

export type ListBulk<A extends string, F extends readonly ListFilter[]> = {
  /** One call for the action on the picked rows' ids or, after "all matching", the filter. */
  run: (
    action: A,
    target: { ids: number[] } | { filter: ListFilterValues<F> },
  ) => Promise<{ data: BulkResult }>;
  /** The confirmation asked before an action runs on `count` records. */
  confirm?: (action: A, count: number) => { title: string; body?: ReactNode };
  /**
   * Its result toast offers Undo (see use-undo.ts): `true`, the audit log's revert of the call;
   * per action, how that action is undone (a delete: `'trash'`), or undefined for no Undo.
   */
  undoable?: boolean | ((action: A) => UndoVia | undefined);
  /**
   * The screen's own confirmation, instead of `confirm`'s, where it asks for more than a yes (a
   * comment, a reason) before `onConfirm` runs the action; `action` is null while it is closed.
   */
  renderConfirm?: (ask: {
    action: A | null;
    count: number;
    onOpenChange: (open: boolean) => void;
    onConfirm: () => Promise<void>;
  }) => ReactNode;
};

export type ListExport = {
  /** A file endpoint whose query is the list's filter. */
  endpoint: Endpoint;
  /** The name when the server gives none. */
  fileName: string;
  label?: string;
};

export type ListData<Row> = QueryStateSource<Paged<Row>> & { isPlaceholderData?: boolean };

export type ListViewProps<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
> = {
  view: ListViewState<Row, S, A, F>;
  data: ListData<Row>;
  text: ListViewText;
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
  cells?: CellSpecs<Row>;
  actions?: RowActions<Row>;
  filterOptions?: FilterOptions<F>;
  /** Record filters whose records are searched on the server (a combobox), not listed. */
  searchedFilters?: SearchedFilters<F>;
  bulk?: ListBulk<A, F>;
  exportFile?: ListExport;
  /** Controls of the screen's own at the end of the toolbar (an Import link). */
  tools?: ReactNode;
  /**
   * Loads a page ahead (usePagePrefetch) when the admin points at its button, so it shows at
   * once when chosen.
   */
  prefetchPage?: (query: ListPageValues<F>) => void;
  /**
   * The rows shown the screen's own way (tiles) on every screen, instead of the table: `rows`
   * undefined while the first page loads; `selection` when bulk actions are offered.
   */
  renderRows?: (rows: readonly Row[] | undefined, selection?: TableSelection) => ReactNode;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ListView<Row, S extends string, A extends string, F extends readonly ListFilter[]>({
  view,
  data,
  text,
  rowKey,
  rowLabel,
  cells,
  actions,
  filterOptions,
  searchedFilters,
  bulk,
  exportFile,
  tools,
  prefetchPage,
  renderRows,
}: ListViewProps<Row, S, A, F>) {
  const { definition } = view;
  const isPhone = useIsPhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const hasFilters = definition.filters.length > 0;
  const can = useCan();
  const searchedOptions = useSearchedOptions(searchedFilters, view.filters);
  const emptyMessage =
    view.search && text.noMatch
      ? text.noMatch(view.search)
      : view.activeFilterCount > 0 && text.noFilterMatch
        ? text.noFilterMatch
        : text.empty;
  const download = useDownload();
  const bulkActions = bulk ? definition.bulkActions.filter((action) => can(action.permission)) : [];
  const selection = useSelection({
    scope: JSON.stringify(view.filter),
    pageLabel: text.selectPage ?? `Select all ${text.noun} on this page`,
  });
  const undo = useUndo();
  const undoable = bulk?.undoable;
  const flow = useBulkFlow(
    (action: A) => bulk!.run(action, selection.target(view.filter)),
    selection.clear,
    undoable
      ? (result, action) => {
          const via = undoable === true ? 'audit' : undoable(action);
          return via && undo(result, { via });
        }
      : undefined,
  );
  usePageInRange(view, data.data?.meta.last_page, data.isPlaceholderData);

  const columns = useMemo(
    () => tableColumns(view.visibleColumns, cells),
    [cells, view.visibleColumns],
  );
  const page = data.data;
  const total = page?.meta.total ?? 0;
  const pageKeys = page?.data.map(rowKey) ?? [];
  const count = selection.count(total);
  // The dialog keeps the last action's texts while it closes.
  const [asked, setAsked] = useState<A | null>(null);
  if (flow.pending !== null && flow.pending !== asked) setAsked(flow.pending);
  const prompt = asked === null ? undefined : bulk?.confirm?.(asked, count);
  const askedAction = definition.bulkActions.find((action) => action.action === asked);
  const nameOf = (id: number) => {
    const row = page?.data.find((candidate) => rowKey(candidate) === id);
    return row === undefined ? undefined : rowLabel(row);
  };

  const tableSelection = bulkActions.length > 0 ? selection.table : undefined;
  const sortOptions = sortOptionsOf(definition.sorts, definition.defaultSort);

  const rowsProps = {
    label: text.label,
    columns,
    rowKey,
    rowLabel,
    actions,
    selection: tableSelection,
  };
  // The rows: the screen's own way, else a table with sortable headers, or cards on a phone.
  const body = (rows: readonly Row[] | undefined) =>
    renderRows ? (
      renderRows(rows, tableSelection)
    ) : isPhone ? (
      <ListCards {...rowsProps} rows={rows} />
    ) : (
      <DataTable
        {...rowsProps}
        rows={rows}
        isLoading={rows === undefined}
        sort={{ value: view.sort, onChange: view.setSort }}
      />
    );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {definition.search && (
          <SearchBox
            value={view.search}
            onChange={view.setSearch}
            label={text.searchLabel ?? `Search ${text.noun}`}
            placeholder={definition.search.placeholder}
            className={isPhone ? 'w-full' : 'min-w-56 flex-1'}
          />
        )}
        {sortOptions.length > 1 && (
          <SortFilter
            value={view.sort}
            onChange={view.setSort}
            options={sortOptions}
            label={text.sortLabel ?? `Sort ${text.noun}`}
            className={isPhone ? 'min-w-40 flex-1' : undefined}
          />
        )}
        {isPhone && hasFilters && (
          <FiltersToggle
            activeCount={view.activeFilterCount}
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            controls={filtersId}
          />
        )}
        <SavedViewsMenu
          list={definition.name}
          currentState={view.queryString}
          onApply={view.applyView}
        />
        {renderRows && tableSelection && (
          <PageSelectBox selection={tableSelection} keys={pageKeys} />
        )}
        {!isPhone && !renderRows && (
          <ColumnChooser
            columns={definition.columns}
            visible={view.visibleColumns.map((column) => column.id)}
            onChange={view.setColumnVisible}
          />
        )}
        {exportFile && (
          <DownloadButton
            label={exportFile.label ?? 'Export CSV'}
            download={download}
            onClick={() =>
              void download.start(
                exportFile.endpoint,
                { query: view.filter } as EndpointInput<Endpoint>,
                exportFile.fileName,
              )
            }
          />
        )}
        {tools}
      </div>
      {(!isPhone || filtersOpen) && (
        <FilterPanel
          id={filtersId}
          filters={definition.filters}
          values={view.filters}
          onChange={view.setFilter}
          options={filterOptions}
          searched={searchedFilters}
          stacked={isPhone}
        />
      )}
      <FilterChips
        chips={listChips(view, { ...filterOptions, ...searchedOptions })}
        onClearAll={view.clearFilters}
      />
      {bulkActions.length > 0 && (
        <BulkBar selection={selection} total={total} pageKeys={pageKeys} noun={text.noun}>
          {bulkActions.map((action) => (
            <Button
              key={action.action}
              variant={action.danger ? 'danger' : 'secondary'}
              size="sm"
              onClick={() => flow.ask(action.action)}
            >
              {action.label}
            </Button>
          ))}
        </BulkBar>
      )}
      <QueryState
        query={data}
        loading={body(undefined)}
        errorFallback={text.loadFailed}
        isEmpty={(loaded) => loaded.data.length === 0}
        emptyMessage={emptyMessage}
      >
        {(loaded) => body(loaded.data)}
      </QueryState>
      {/* Beside the rows, not in them: the rows keep their elements from loading to loaded. */}
      {page && page.data.length > 0 && !data.isError && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListCount meta={page.meta} />
          <Pagination
            currentPage={page.meta.current_page}
            lastPage={page.meta.last_page}
            onPageChange={view.setPage}
            label={text.pagesLabel ?? `${capitalised(text.noun)} pages`}
            previousLabel={text.previousPage}
            onPageIntent={prefetchPage && ((to) => prefetchPage({ ...view.query, page: to }))}
          />
          <PageSizeSelect
            value={view.perPage}
            sizes={definition.pageSizes}
            onChange={view.setPerPage}
          />
        </div>
      )}
      {bulk?.renderConfirm?.({
        action: flow.pending,
        count,
        onOpenChange: flow.onConfirmOpenChange,
        onConfirm: flow.confirm,
      })}
      {bulk && !bulk.renderConfirm && (
        <ConfirmDialog
          open={flow.pending !== null}
          onOpenChange={flow.onConfirmOpenChange}
          title={prompt?.title}
          body={prompt?.body}
          confirmLabel={askedAction?.label}
          onConfirm={flow.confirm}
        />
      )}
      <BulkDetailsDialog result={flow.details} onClose={flow.closeDetails} nameOf={nameOf} />
    </div>
  );
}
