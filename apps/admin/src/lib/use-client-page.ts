import { useListParams } from './use-list-params';

type ClientPageOptions = {
  /** The URL parameter's prefix, so several lists on one screen keep their own page. */
  prefix: string;
  pageSize: number;
};

/**
 * One page of a list the server sends whole, the page kept in the URL under `prefix`
 * (?skills_page=2). A page past the end (after a delete) shows the last one.
 */
export function useClientPage<Row>(
  rows: readonly Row[] | undefined,
  { prefix, pageSize }: ClientPageOptions,
) {
  const list = useListParams({ prefix });
  const lastPage = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  const currentPage = Math.min(list.page, lastPage);
  const start = (currentPage - 1) * pageSize;
  return {
    rows: rows?.slice(start, start + pageSize),
    page: { currentPage, lastPage, onPageChange: list.setPage },
  };
}
