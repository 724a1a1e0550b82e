import { endpoints } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * One page of the blog posts list, filtered by published state (`yes`/`no`; none: either); the
 * current page stays on screen while the next loads.
 */
export function useBlogPosts(page: number, published?: 'yes' | 'no') {
  return useQuery({
    ...apiQuery(endpoints.blogPosts.list, { query: { page, published } }),
    placeholderData: keepPreviousData,
  });
}
