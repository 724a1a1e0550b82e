import type { Paged } from '@job-board/contract';
import type { ListData } from '../components/list/list-view';

/** A list's query as `<ListView>` takes it, answered with `rows` and `meta` (or still pending). */
export function listAnswer<Row>(
  rows: Row[],
  meta: Paged<Row>['meta'],
  { isPending = false } = {},
): ListData<Row> {
  return {
    data: { data: rows, links: { first: '', last: '', prev: null, next: null }, meta },
    error: null,
    isPending,
    isError: false,
    isFetching: false,
    refetch: () => undefined,
  };
}
