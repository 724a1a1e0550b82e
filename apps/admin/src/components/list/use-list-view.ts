import {
  listFilterQuery,
  type AnyListDefinition,
  type ListColumn,
  type ListDefinition,
  type ListFilter,
  type ListSort,
} from '@job-board/contract';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import { useListParams, type SetOptions } from '../../lib/use-list-params';
import { useOpenWithDefaultView } from './use-saved-views';

/**
 * A definition as the screen reads it: all but its CSV export's rows, which the server writes
 * (so a list whose export row differs from its row fits too).
 */
export type ScreenListDefinition<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
> = Omit<ListDefinition<Row, S, A, F>, 'exportRow' | 'exportColumns'>;

/** The query parameter names of a definition's filters. */
export type FilterName<F extends readonly ListFilter[]> = F[number]['name'];

/** What selects a list's rows (its export and "all matching" bulk actions share it). */
export type ListFilterValues<F extends readonly ListFilter[]> = {
  s?: string;
  /** Absent when the list is in its fixed order. */
  sort?: string;
} & Partial<Record<FilterName<F>, string>>;

/** The list's page query: the filter, the page and, when not the default, the page size. */
export type ListPageValues<F extends readonly ListFilter[]> = ListFilterValues<F> & {
  page: number;
  per_page?: number;
};

/** The URL parameter listing the shown columns (only when they differ from the default). */
const COLUMNS_PARAM = 'columns';
const PER_PAGE_PARAM = 'per_page';

export type ListViewState<
  Row = unknown,
  S extends string = string,
  A extends string = string,
  F extends readonly ListFilter[] = readonly ListFilter[],
> = {
  definition: ScreenListDefinition<Row, S, A, F>;
  page: number;
  perPage: number;
  search: string;
  sort: string;
  /** Each filter's value from the URL ('' when off). */
  filters: Record<FilterName<F>, string>;
  /** How many filters are on (the search not counted). */
  activeFilterCount: number;
  /** The columns shown, in the definition's order. */
  visibleColumns: readonly ListColumn<S>[];
  filter: ListFilterValues<F>;
  query: ListPageValues<F>;
  /** The list's own URL parameters (no page): what a saved view holds. */
  queryString: string;
  setPage: (page: number, options?: SetOptions) => void;
  setPerPage: (size: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: string) => void;
  /** Sets a filter (clearing those that narrow it); '' turns it off. */
  setFilter: (name: FilterName<F>, value: string) => void;
  /** Filters that narrow another (a record of a record type), by the filter they narrow. */
  narrows: Partial<Record<FilterName<F>, FilterName<F>>>;
  /** Removes the search and every filter. */
  clearFilters: () => void;
  setColumnVisible: (id: string, visible: boolean) => void;
  /** Replaces the list's parameters with a saved view's query string, on page 1. */
  applyView: (queryString: string, options?: SetOptions) => void;
};

/** The columns shown when the URL names none: every column not hidden by default. */
export const defaultColumnIds = (columns: readonly ListColumn[]) =>
  columns.filter((column) => !column.hidden).map((column) => column.id);

/** The columns the URL names (required ones always), in the definition's order. */
export function shownColumns<S extends string>(
  columns: readonly ListColumn<S>[],
  param: string,
): readonly ListColumn<S>[] {
  if (param === '') return columns.filter((column) => !column.hidden);
  const named = new Set(param.split(','));
  return columns.filter((column) => column.required || named.has(column.id));
}

/** Whether `?sort=` accepts the order (`field` or `-field`): a sort not `fixed` names it. */
export const isOfferedSort = (sorts: readonly ListSort[], order: string) =>
  sorts.some((sort) => !sort.fixed && sort.field === order.replace(/^-/, ''));

export type ListViewOptions<F extends readonly ListFilter[]> = {
  prefix?: string;
  /**
   * A filter that narrows another (`{ entity_id: 'entity' }`: a record of the record type): off
   * while the other is off, cleared when the other changes, its chip standing for both.
   */
  narrows?: Partial<Record<FilterName<F>, FilterName<F>>>;
};

const NONE: Partial<Record<string, never>> = {};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A definition-driven list's state, all in the URL so a view is a link: page, page size
 * (`per_page`), search (`s`), sort, each filter and the shown columns (`columns`). Changing the
 * search, sort, a filter or the page size goes back to page 1; `prefix` keeps two lists of one
 * screen apart, as in useListParams. Opened without parameters, the list shows the admin's
 * default saved view.
 */
export function useListView<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>(
  definition: ScreenListDefinition<Row, S, A, F>,
  options: ListViewOptions<F> = {},
): ListViewState<Row, S, A, F> {
  const { prefix } = options;
  const narrows: Partial<Record<FilterName<F>, FilterName<F>>> = options.narrows ?? NONE;
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPerPage = String(definition.pageSizes[0]);
  const filterNames = useMemo(
    () => definition.filters.map((filter) => filter.name as FilterName<F>),
    [definition.filters],
  );
  const list = useListParams<string>({
    prefix,
    defaultSort: definition.defaultSort,
    filters: {
      // A filter the screen opens with (`initial`) stays out of the URL while it has that value.
      ...Object.fromEntries(
        definition.filters.map((filter) => [filter.name, filter.initial ?? '']),
      ),
      [PER_PAGE_PARAM]: defaultPerPage,
      [COLUMNS_PARAM]: '',
    },
  });
  const { setFilter, setSearch, setSort } = list;
  const paramName = useCallback((key: string) => (prefix ? `${prefix}_${key}` : key), [prefix]);

  const requestedSize = Number(list.filters[PER_PAGE_PARAM]);
  const perPage = definition.pageSizes.includes(requestedSize)
    ? requestedSize
    : definition.pageSizes[0];
  const columnsParam = list.filters[COLUMNS_PARAM] ?? '';
  const visibleColumns = useMemo(
    () => shownColumns(definition.columns, columnsParam),
    [columnsParam, definition.columns],
  );

  const filters = {} as Record<FilterName<F>, string>;
  // A value the server would refuse (an old link, a hand-edited URL) is left out, not sent.
  const accepts = useMemo(
    () =>
      // The query reads only the definition's filters, search, sorts and rules.
      listFilterQuery(definition as unknown as AnyListDefinition).shape as Record<
        string,
        z.ZodType | undefined
      >,
    [definition],
  );
  for (const name of filterNames) {
    const value = list.filters[name] ?? '';
    const accepted = value === '' || accepts[name]?.safeParse(value).success !== false;
    filters[name] = accepted ? value : '';
  }
  for (const name of filterNames) {
    const wider = narrows[name];
    if (wider !== undefined && filters[wider] === '') filters[name] = '';
  }
  const activeFilterCount = filterNames.filter((name) => filters[name] !== '').length;

  // The list's fixed order (its order of creation) is the server's own: `?sort=` does not name it.
  const filter = {
    s: list.search || undefined,
    sort: isOfferedSort(definition.sorts, list.sort) ? list.sort : undefined,
  } as ListFilterValues<F>;
  for (const name of filterNames) {
    if (filters[name] !== '') (filter as Record<string, string>)[name] = filters[name];
  }
  const query: ListPageValues<F> = { page: list.page, ...filter };
  if (perPage !== definition.pageSizes[0]) query.per_page = perPage;

  const listKeys = useMemo(
    () => ['s', 'sort', PER_PAGE_PARAM, COLUMNS_PARAM, ...filterNames].map(paramName),
    [filterNames, paramName],
  );
  const queryString = new URLSearchParams(
    [...searchParams].filter(([key]) => listKeys.includes(key)),
  ).toString();

  const applyView = useCallback(
    (view: string, setOptions: SetOptions = {}) => {
      const saved = new URLSearchParams(view);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of [...listKeys, paramName('page')]) next.delete(key);
          for (const [key, value] of saved) if (listKeys.includes(key)) next.set(key, value);
          return next;
        },
        { replace: setOptions.replace },
      );
    },
    [listKeys, paramName, setSearchParams],
  );
  // A list opened without any of its parameters shows the admin's default view.
  useOpenWithDefaultView(definition.name, queryString, applyView);

  const clearFilters = useCallback(() => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['s', 'page', ...filterNames]) next.delete(paramName(key));
      return next;
    });
  }, [filterNames, paramName, setSearchParams]);

  const setColumnVisible = useCallback(
    (id: string, visible: boolean) => {
      const ids = visibleColumns.map((column) => column.id).filter((shown) => shown !== id);
      if (visible) ids.push(id);
      const ordered = definition.columns
        .map((column) => column.id)
        .filter((column) => ids.includes(column));
      const value = sameIds(ordered, defaultColumnIds(definition.columns)) ? '' : ordered.join(',');
      setFilter(COLUMNS_PARAM, value, { keepPage: true });
    },
    [definition.columns, setFilter, visibleColumns],
  );

  return {
    definition,
    page: list.page,
    perPage,
    search: list.search,
    sort: list.sort,
    filters,
    activeFilterCount,
    visibleColumns,
    filter,
    query,
    queryString,
    setPage: list.setPage,
    setPerPage: useCallback((size: number) => setFilter(PER_PAGE_PARAM, String(size)), [setFilter]),
    setSearch: useCallback((search: string) => setSearch(search), [setSearch]),
    setSort: useCallback((sort: string) => setSort(sort), [setSort]),
    setFilter: useCallback(
      (name: FilterName<F>, value: string) => {
        const narrower = filterNames.filter((filterName) => narrows[filterName] === name);
        if (narrower.length === 0) return setFilter(name, value);
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          for (const key of ['page', ...narrower]) next.delete(paramName(key));
          if (value === '') next.delete(paramName(name));
          else next.set(paramName(name), value);
          return next;
        });
      },
      [filterNames, narrows, paramName, setFilter, setSearchParams],
    ),
    narrows,
    clearFilters,
    setColumnVisible,
    applyView,
  };
}
