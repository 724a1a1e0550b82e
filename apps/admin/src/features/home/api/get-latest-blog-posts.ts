import { DASHBOARD_LIMITS, type BlogPostListItem, type Paged } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { DASHBOARD_STALE_TIME_MS, dashboardKeys } from './dashboard-keys';

/** The newest blog posts, as many as the dashboard shows. */
export async function getLatestBlogPosts(signal?: AbortSignal): Promise<BlogPostListItem[]> {
  const response = await get<Paged<BlogPostListItem>>(
    '/api/admin/blogposts',
    { page: 1 },
    { signal },
  );
  return response.data.slice(0, DASHBOARD_LIMITS.blogPosts);
}

export const latestBlogPostsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.latestBlogPosts(),
    queryFn: ({ signal }) => getLatestBlogPosts(signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

export function useLatestBlogPosts() {
  return useQuery(latestBlogPostsQuery());
}
