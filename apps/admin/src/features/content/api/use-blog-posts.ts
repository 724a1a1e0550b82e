import { endpoints, type EndpointInput } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/**
 * One page of the blog posts list, filtered by published state; the current page stays on
 * screen while the next loads.
 */
export function useBlogPosts(query: EndpointInput<typeof endpoints.blogPosts.list>['query']) {
  return useQuery({
    ...apiQuery(endpoints.blogPosts.list, { query }),
    placeholderData: keepPreviousData,
  });
}
