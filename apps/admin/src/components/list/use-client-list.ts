import type { ListFilter, Paged } from '@job-board/contract';
import { useMemo } from 'react';
import { sortedRows } from '../../lib/sorted-rows';
import type { QueryStateSource } from '../ui/query-state';
import type { ListData } from './list-view';
import type { ListViewState } from './use-list-view';

type SortValue<Row> = (row: Row) => string | number;

export type ClientListOptions<Row> = {
  /** What each sort field orders rows by; a field without one orders by the row's own field. */
  sortValues?: Readonly<Record<string, SortValue<Row>>>;
  /** Whether a row matches the search (a searchable list). */
  matches?: (row: Row, search: string) => boolean;
};

type ClientView = Pick<ListViewState, 'page' | 'perPage' | 'sort' | 'search'> & {
  /** The server's order: rows in it need no sorting. */
  serverOrder: string;
};

const fieldValue =
  <Row>(field: string): SortValue<Row> =>
  (row) => {
    const value = (row as Record<string, unknown>)[field];
    return typeof value === 'number' ? value : String(value ?? '');
  };

/**
 * One page of a list the server answers whole, as a server-paged list answers it: the rows
 * searched and ordered, then the page the view names (the last one when it names one past the
 * end), with the count of what matched.
 */
export function clientPage<Row>(
  rows: readonly Row[],
  view: ClientView,
  { sortValues = {}, matches }: ClientListOptions<Row> = {},
): Paged<Row> {
  const search = view.search.trim();
  const found = search && matches ? rows.filter((row) => matches(row, search)) : rows;
  const field = view.sort.replace(/^-/, '');
  const ordered =
    view.sort === view.serverOrder || field === ''
      ? found
      : sortedRows(found, view.sort, { [field]: sortValues[field] ?? fieldValue<Row>(field) });
  const total = ordered.length;
  const lastPage = Math.max(1, Math.ceil(total / view.perPage));
  const currentPage = Math.min(view.page, lastPage);
  const start = (currentPage - 1) * view.perPage;
  const data = ordered.slice(start, start + view.perPage);
  return {
    data,
    links: { first: '', last: '', prev: null, next: null },
    meta: {
      current_page: currentPage,
      last_page: lastPage,
      per_page: view.perPage,
      path: '',
      total,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
    },
  };
}

/**
 * The ListView's data of a list whose definition says `paging: 'client'`: the server's whole
 * answer (`source`, a query of every row) paged, ordered and searched on the screen, so the list
 * has the same count, pages, page size and column chooser as one the server pages.
 *
 *   const view = useListView(SKILLS_LIST, { prefix: 'skills' });
 *   const data = useClientList(view, useSkills());
 *   <ListView view={view} data={data} … />
 */
export function useClientList<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>(
  view: ListViewState<Row, S, A, F>,
  source: QueryStateSource<readonly Row[]>,
  options: ClientListOptions<Row> & {
    /** The order the server answers in, when it is not the list's default order. */
    serverOrder?: string;
  } = {},
): ListData<Row> {
  const { page, perPage, sort, search } = view;
  const { sortValues, matches, serverOrder = view.definition.defaultSort } = options;
  const rows = source.data;
  const data = useMemo(
    () =>
      rows &&
      clientPage(rows, { page, perPage, sort, search, serverOrder }, { sortValues, matches }),
    [rows, page, perPage, sort, search, serverOrder, sortValues, matches],
  );
  return {
    data,
    error: source.error,
    isPending: source.isPending,
    isError: source.isError,
    isFetching: source.isFetching,
    refetch: source.refetch,
  };
}
