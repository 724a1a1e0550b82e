import type { TableSort } from '../components/ui/data-table';
import { useListParams } from './use-list-params';

type ClientPageOptions<Row> = {
  /** The URL parameter's prefix, so several lists on one screen keep their own page. */
  prefix: string;
  pageSize: number;
  /**
   * Header sorting: the value each sortable field orders rows by, and the order the server
   * already sends (`field` or `-field`), which needs no sorting and no URL parameter.
   */
  sorting?: { fields: Record<string, (row: Row) => string | number>; serverOrder: string };
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The rows in the order `sort` names (`field` ascending, `-field` descending), each field's value
 * from `fields`; an unknown field leaves them as they are.
 */
export function sortedRows<Row>(
  rows: readonly Row[],
  sort: string,
  fields: Record<string, (row: Row) => string | number>,
): readonly Row[] {
  const descending = sort.startsWith('-');
  const valueOf = fields[sort.replace(/^-/, '')];
  if (!valueOf) return rows;
  const ordered = [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : collator.compare(String(x), String(y));
  });
  return descending ? ordered.reverse() : ordered;
}

/**
 * One page of a list the server sends whole, the page kept in the URL under `prefix`
 * (?skills_page=2), optionally sorted by a header (?skills_sort=-name). A page past the end
 * (after a delete) shows the last one.
 */
export function useClientPage<Row>(
  rows: readonly Row[] | undefined,
  { prefix, pageSize, sorting }: ClientPageOptions<Row>,
) {
  const list = useListParams({ prefix, defaultSort: sorting?.serverOrder ?? '' });
  const ordered =
    rows && sorting && list.sort !== sorting.serverOrder
      ? sortedRows(rows, list.sort, sorting.fields)
      : rows;
  const lastPage = Math.max(1, Math.ceil((ordered?.length ?? 0) / pageSize));
  const currentPage = Math.min(list.page, lastPage);
  const start = (currentPage - 1) * pageSize;
  const sort: TableSort | undefined = sorting && { value: list.sort, onChange: list.setSort };
  return {
    rows: ordered?.slice(start, start + pageSize),
    page: { currentPage, lastPage, onPageChange: list.setPage },
    sort,
  };
}
