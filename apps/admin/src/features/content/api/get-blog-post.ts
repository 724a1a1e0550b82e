import type { BlogPost } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/admin/blogposts/{id}: the post with its body. */
export async function getBlogPost(id: string, signal?: AbortSignal): Promise<BlogPost> {
  const response = await get<{ data: BlogPost }>(
    `/api/admin/blogposts/${encodeURIComponent(id)}`,
    undefined,
    { signal },
  );
  return response.data;
}

export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: contentKeys.blogPost(id),
    queryFn: ({ signal }) => getBlogPost(id, signal),
    // The editor starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export function useBlogPost(id: string) {
  return useQuery(blogPostQuery(id));
}
