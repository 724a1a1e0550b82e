import { z } from 'zod';
import { actionResult, pagedList } from './envelopes.js';
import { idParams, listQuery } from './lists.js';
import { defineEndpoints } from './endpoint.js';

export const USER_SORT_FIELDS = ['first_name'] as const;
export const usersListQuery = listQuery(USER_SORT_FIELDS);

export const userListItem = z.object({
  id: z.number().int(),
  profile_picture: z.string().nullable(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profession: z.string().nullable(),
  blocked: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const usersList = pagedList(userListItem);
export const blockResponse = actionResult(z.null());

export const USER_MESSAGES = {
  blocked: 'User blocked successfully.',
  unblocked: 'User unblocked successfully.',
  alreadyBlocked: 'This user is already blocked.',
  notBlocked: 'This user is not blocked.',
  notFound: 'No user has this id.',
} as const;

export const usersEndpoints = defineEndpoints('users', {
  list: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users of the platform, searchable by name and email, sorted by first name',
    query: usersListQuery,
    response: usersList,
  },
  block: {
    method: 'GET',
    path: '/api/user/block/:id',
    access: 'admin-bearer',
    summary: 'Block a user: they can no longer sign in to the apps',
    params: idParams,
    response: blockResponse,
    failures: [409],
  },
  unblock: {
    method: 'GET',
    path: '/api/user/unblock/:id',
    access: 'admin-bearer',
    summary: 'Unblock a user',
    params: idParams,
    response: blockResponse,
    failures: [409],
  },
});
