import { endpoints } from '@job-board/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { HOME_LIST_LENGTH } from '../messages';
import { DASHBOARD_STALE_TIME_MS } from './dashboard-stale-time';

/** Every user, newest registered first: the recent users, and the total as the list counts it. */
const NEWEST_USERS = apiQuery(endpoints.users.list, { query: { sort: '-created_at', page: 1 } });
const BLOCKED_USERS = apiQuery(endpoints.users.list, { query: { blocked: 'yes', page: 1 } });

/** The users who registered last, newest first. */
export function useRecentUsers() {
  return useQuery({
    ...NEWEST_USERS,
    select: (page) => page.data.slice(0, HOME_LIST_LENGTH),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}

/** How many users a users list query matches in all. */
const countOf = (query: typeof NEWEST_USERS) => ({
  ...query,
  select: (page: { meta: { total: number } }) => page.meta.total,
  staleTime: DASHBOARD_STALE_TIME_MS,
});

type UserFigures = { total: number; blocked: number };

/** How many users there are and how many of them are blocked, loaded and retried as one. */
export function useUserFigures() {
  return useQueries({
    queries: [countOf(NEWEST_USERS), countOf(BLOCKED_USERS)],
    combine: ([all, blocked]) => ({
      data:
        all.data !== undefined && blocked.data !== undefined
          ? ({ total: all.data, blocked: blocked.data } satisfies UserFigures)
          : undefined,
      error: all.error ?? blocked.error,
      isPending: all.isPending || blocked.isPending,
      isError: all.isError || blocked.isError,
      isFetching: all.isFetching || blocked.isFetching,
      refetch: () => Promise.all([all.refetch(), blocked.refetch()]),
    }),
  });
}
