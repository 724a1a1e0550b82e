import { endpoints } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One page of the blog posts list; the current page stays on screen while the next loads. */
export function useBlogPosts(page: number) {
  return useQuery({
    ...apiQuery(endpoints.blogPosts.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
