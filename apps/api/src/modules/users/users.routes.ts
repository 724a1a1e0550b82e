import { USER_MESSAGES, endpoints } from '@job-board/contract';
import { bulkMessage, undoable } from '../../lib/bulk.js';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { bulkSetUsersBlocked, exportUsers, listUsers, setUserBlocked } from './users.service.js';

export const usersRoutes = [
  defineRoute(endpoints.users.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await listUsers(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.users.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, exportUsers(context, query))),
  ),
  defineRoute(endpoints.users.bulk).handle(async ({ body, context }) => {
    const data = await bulkSetUsersBlocked(context, body);
    return { result: true, message: bulkMessage(data), data };
  }),
  defineRoute(endpoints.users.block).handle(({ params, context }) =>
    undoable(context, USER_MESSAGES.blocked, (call) =>
      setUserBlocked(call, { userId: params.id, blocked: true }),
    ),
  ),
  defineRoute(endpoints.users.unblock).handle(({ params, context }) =>
    undoable(context, USER_MESSAGES.unblocked, (call) =>
      setUserBlocked(call, { userId: params.id, blocked: false }),
    ),
  ),
];
