import { PAGE_SIZES, USER_MESSAGES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './users.repository.js';
import { setUserBlocked } from './users.service.js';

export const usersRoutes = [
  defineRoute(endpoints.users.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.users };
    const { rows, total } = await repo.listUsers(
      context.db,
      context.dialect,
      { search: query.s, direction: query.sort?.direction ?? 'asc' },
      page,
    );
    const items = rows.map((row) => repo.toUserListItem(context.config, row));
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.users.block).handle(async ({ params, context }) => {
    await setUserBlocked(context, { userId: params.id, blocked: true });
    return { result: true, message: USER_MESSAGES.blocked, data: null };
  }),
  defineRoute(endpoints.users.unblock).handle(async ({ params, context }) => {
    await setUserBlocked(context, { userId: params.id, blocked: false });
    return { result: true, message: USER_MESSAGES.unblocked, data: null };
  }),
];
