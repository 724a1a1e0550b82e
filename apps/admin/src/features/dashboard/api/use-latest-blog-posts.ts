import { DASHBOARD_LIMITS, endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** The newest blog posts, as many as the dashboard shows. */
export function useLatestBlogPosts() {
  return useQuery({
    ...apiQuery(endpoints.blogPosts.list, { query: { page: 1 } }),
    select: (page) => page.data.slice(0, DASHBOARD_LIMITS.blogPosts),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
