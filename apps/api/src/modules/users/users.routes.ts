import {
  PAGE_SIZES,
  USER_MESSAGES,
  blockResponse,
  idParams,
  usersList,
  usersListQuery,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './users.repository.js';
import { setUserBlocked } from './users.service.js';

const tags = ['users'];

export function usersRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/admin/users',
      access: 'admin',
      summary: 'Users of the platform, searchable by name and email, sorted by first name',
      tags,
      query: usersListQuery,
      responses: { 200: usersList },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.users };
        const { rows, total } = await repo.listUsers(
          deps.db,
          deps.dialect,
          { search: query.s, direction: query.sort?.direction ?? 'asc' },
          page,
        );
        return pagedEnvelope(
          request,
          deps.config,
          rows.map((row) => repo.toUserListItem(deps.config, row)),
          total,
          page,
        );
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/user/block/:id',
      access: 'admin-bearer',
      summary: 'Block a user: they can no longer sign in to the apps',
      tags,
      params: idParams,
      responses: { 200: blockResponse },
      handler: async ({ request, params, admin }) => {
        await setUserBlocked(deps, request, admin.id, params.id, true);
        return { result: true, message: USER_MESSAGES.blocked, data: null };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/user/unblock/:id',
      access: 'admin-bearer',
      summary: 'Unblock a user',
      tags,
      params: idParams,
      responses: { 200: blockResponse },
      handler: async ({ request, params, admin }) => {
        await setUserBlocked(deps, request, admin.id, params.id, false);
        return { result: true, message: USER_MESSAGES.unblocked, data: null };
      },
    }),
  ];
}
