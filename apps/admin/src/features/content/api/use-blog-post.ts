import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** One blog post with its body; `id` is the editor address's segment. */
export function useBlogPost(id: string) {
  return useQuery({
    ...apiQuery(endpoints.blogPosts.get, { params: { id } }),
    // The editor starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });
}
