import { z } from './zod.js';
import { bulkBody, bulkResponse } from './bulk.js';
import { actionResult, pagedList } from './envelopes.js';
import { CSV_FILE_TYPE, dateParam, yesNoParam } from './list-filters.js';
import { idParams, pageParam, searchParam, sortParam } from './lists.js';
import { defineEndpoints } from './endpoint.js';

/**
 * Orders of the users list: first name (the spec's, the default), full name (first then last),
 * email, and registration date (`created_at`); each `-field` for descending.
 */
export const USER_SORT_FIELDS = ['first_name', 'name', 'email', 'created_at'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * What selects users, shared by the list, its export and its bulk actions: the search, blocked
 * (`yes`/`no`), and registered between two days (inclusive, UTC), with the order.
 */
const usersFilterQuery = z.object({
  s: searchParam,
  sort: sortParam(USER_SORT_FIELDS),
  blocked: yesNoParam,
  registered_from: dateParam,
  registered_to: dateParam,
});
export type UsersFilter = z.output<typeof usersFilterQuery>;

const usersListQuery = usersFilterQuery.extend({ page: pageParam });

const userListItem = z.object({
  id: z.number().int(),
  profile_picture: z.string().nullable(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profession: z.string().nullable(),
  blocked: z.boolean(),
  /** When the user registered (ISO-8601 UTC). */
  created_at: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

const usersList = pagedList(userListItem);
const blockResponse = actionResult(z.null());

const USER_BULK_ACTIONS = ['block', 'unblock'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];
const usersBulkBody = bulkBody(USER_BULK_ACTIONS, usersFilterQuery);

export const USER_MESSAGES = {
  blocked: 'User blocked successfully.',
  unblocked: 'User unblocked successfully.',
  bulkDone: 'The selected users were updated.',
  alreadyBlocked: 'This user is already blocked.',
  notBlocked: 'This user is not blocked.',
  notFound: 'No user has this id.',
} as const;

export const usersEndpoints = defineEndpoints('users', {
  list: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    permission: 'users.read',
    summary:
      'Users of the platform: searched by name and email, filtered by blocked state and ' +
      'registration date, sorted by first name, full name, email or registration date',
    query: usersListQuery,
    response: usersList,
  },
  export: {
    method: 'GET',
    path: '/api/admin/users/export',
    access: 'admin',
    permission: 'users.read',
    summary:
      'The users list as a CSV file (UTF-8 with BOM), with the list’s filters and order, every page',
    query: usersFilterQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  bulk: {
    method: 'POST',
    path: '/api/admin/users/bulk',
    access: 'admin',
    permission: 'users.write',
    summary:
      'Block or unblock many users, named by ids or by the list’s filter; each user is changed ' +
      'and audited on its own and the answer says per user: done, skipped (already so) or refused',
    body: usersBulkBody,
    response: bulkResponse,
  },
  block: {
    method: 'GET',
    path: '/api/user/block/:id',
    access: 'admin-bearer',
    permission: 'users.write',
    summary: 'Block a user: they can no longer sign in to the apps',
    params: idParams,
    response: blockResponse,
    failures: [409],
  },
  unblock: {
    method: 'GET',
    path: '/api/user/unblock/:id',
    access: 'admin-bearer',
    permission: 'users.write',
    summary: 'Unblock a user',
    params: idParams,
    response: blockResponse,
    failures: [409],
  },
});
