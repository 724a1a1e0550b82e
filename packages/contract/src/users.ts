import { z } from './zod.js';
import { bulkResponse, listBulkBody } from './bulk.js';
import { pagedList, undoableResult } from './envelopes.js';
import { CSV_FILE_TYPE } from './list-filters.js';
import { creationOrder, csvColumns, dayRangeFilters } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { PAGE_SIZES, idParams } from './lists.js';
import { defineEndpoints } from './endpoint.js';

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

/**
 * The users list: searched by name and email, filtered by blocked state and registration date
 * (between two days, inclusive, UTC), ordered by first name (the default), full name, email or
 * registration date; blocked or unblocked many at once; exported as CSV.
 */
export const USERS_LIST = defineList({
  name: 'users',
  row: userListItem,
  columns: [
    { id: 'profile_picture', label: 'Picture', phone: 'secondary' },
    // The name's header orders as the sort menu's "Name: A - Z" does (first name).
    { id: 'full_name', label: 'Name', sort: 'first_name', required: true, phone: 'title' },
    { id: 'email', label: 'Email', sort: 'email', phone: 'primary' },
    { id: 'profession', label: 'Profession', phone: 'secondary' },
    { id: 'blocked', label: 'Status', phone: 'primary' },
    { id: 'created_at', label: 'Registered', sort: 'created_at', hidden: true, phone: 'secondary' },
  ],
  filters: [
    {
      name: 'blocked',
      label: 'Blocked',
      kind: 'yes-no',
      chip: (value) => (value === 'yes' ? 'Blocked' : 'Not blocked'),
    },
    ...dayRangeFilters('registered', 'Registered'),
  ],
  search: { placeholder: 'Search by name or email…' },
  sorts: [
    { field: 'first_name', ascending: 'Name: A - Z', descending: 'Name: Z - A' },
    { field: 'name', ascending: 'Full name: A - Z', descending: 'Full name: Z - A' },
    { field: 'email', ascending: 'Email: A - Z', descending: 'Email: Z - A' },
    creationOrder('created_at'),
  ],
  defaultSort: 'first_name',
  bulkActions: [
    { action: 'block', label: 'Block', permission: 'users.write', danger: true },
    { action: 'unblock', label: 'Unblock', permission: 'users.write' },
    { action: 'delete', label: 'Delete', permission: 'users.write', danger: true },
  ],
  exportColumns: csvColumns(userListItem, {
    id: 'ID',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    profession: 'Profession',
    blocked: 'Blocked',
    created_at: 'Registered',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.users),
});

/** Orders of the users list (each `-field` for descending). */
export const USER_SORT_FIELDS = USERS_LIST.sorts.map((sort) => sort.field);
export type UserSortField = (typeof USERS_LIST.sorts)[number]['field'];

const usersFilterQuery = listFilterQuery(USERS_LIST);
export type UsersFilter = z.output<typeof usersFilterQuery>;

const usersListQuery = listPageQuery(USERS_LIST);

const usersList = pagedList(userListItem);

export type UserBulkAction = (typeof USERS_LIST.bulkActions)[number]['action'];
const usersBulkBody = listBulkBody(USERS_LIST, usersFilterQuery);

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
    response: undoableResult,
    failures: [409],
  },
  unblock: {
    method: 'GET',
    path: '/api/user/unblock/:id',
    access: 'admin-bearer',
    permission: 'users.write',
    summary: 'Unblock a user',
    params: idParams,
    response: undoableResult,
    failures: [409],
  },
});
