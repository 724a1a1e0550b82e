import { z } from 'zod';
import { actionResult, pagedList } from './envelopes.js';
import { listQuery } from './lists.js';

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
