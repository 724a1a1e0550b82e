import { useListParams } from '../../../lib/use-list-params';
import { REFERENCE_PAGE_SIZE } from '../messages';
import type { TablePage } from './resource-table-card';

/**
 * One page of a list the server sends whole, the page kept in the URL under `prefix`
 * (?skills_page=2). A page past the end (after a delete) shows the last one.
 */
export function useClientPage<Row>(
  rows: readonly Row[] | undefined,
  prefix: string,
): TablePage & { rows: readonly Row[] | undefined } {
  const list = useListParams({ prefix });
  const lastPage = Math.max(1, Math.ceil((rows?.length ?? 0) / REFERENCE_PAGE_SIZE));
  const currentPage = Math.min(list.page, lastPage);
  const start = (currentPage - 1) * REFERENCE_PAGE_SIZE;
  return {
    rows: rows?.slice(start, start + REFERENCE_PAGE_SIZE),
    currentPage,
    lastPage,
    onPageChange: list.setPage,
  };
}
