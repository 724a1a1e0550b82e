import type { Paged, UserListItem } from '@job-board/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

export type UsersQuery = { page: number; s: string; sort: string };
export type UsersPage = Paged<UserListItem>;

export const usersKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => ['users', 'list', query] as const,
};

export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  return get<UsersPage>('/api/admin/users', query, { signal });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/users?page&s&sort (spec §7). */
export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
