import type { Paged } from '@job-board/contract';

/** The body of a paged list answer: `data` as page `page` of `lastPage`. */
export function pagedBody<T>(data: T[], page = 1, lastPage = 1, perPage = 10): Paged<T> {
  return {
    data,
    links: { first: '', last: '', prev: null, next: null },
    meta: {
      current_page: page,
      from: data.length ? 1 : null,
      last_page: lastPage,
      path: '',
      per_page: perPage,
      to: data.length || null,
      total: data.length,
    },
  };
}
