import type { FastifyRequest } from 'fastify';
import type { Paged } from '@job-board/contract';
import type { Config } from '../config/config.js';

export type PageRequest = { page: number; perPage: number };

/** LIMIT/OFFSET of a page. */
export const pageWindow = ({ page, perPage }: PageRequest) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/**
 * The one paged-list envelope: `data`, `links` (absolute URLs keeping the request's other query
 * parameters) and `meta`. A page past the end has empty `data` and correct `meta`.
 */
export function pagedEnvelope<T>(
  request: FastifyRequest,
  config: Config,
  rows: T[],
  total: number,
  { page, perPage }: PageRequest,
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const path = `${config.appUrl}${request.url.split('?')[0]}`;
  const params = new URLSearchParams(request.query as Record<string, string>);
  const link = (n: number) => {
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: rows,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: from === null ? null : from + rows.length - 1,
      total,
    },
  };
}
