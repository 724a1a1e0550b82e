import { TRASH_MESSAGES, endpoints } from '@job-board/contract';
import { bulkMessage } from '../../lib/bulk.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import {
  bulkTrash,
  listTrash,
  purgeFromTrash,
  restoreCall,
  restoreFromTrash,
  restoredMessage,
} from './trash.service.js';

export const trashRoutes = [
  defineRoute(endpoints.trash.list).handle(async ({ request, query, admin, context }) => {
    const { items, total, page } = await listTrash(context, admin.role, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.trash.restore).handle(async ({ params, body, admin, context }) => {
    const data = await restoreFromTrash(context, admin.role, params.id, body);
    return { result: true, message: restoredMessage(data), data };
  }),
  defineRoute(endpoints.trash.restoreCall).handle(async ({ params, admin, context }) => {
    const data = await restoreCall(context, admin.role, params.id);
    return { result: true, message: restoredMessage(data), data };
  }),
  defineRoute(endpoints.trash.bulk).handle(async ({ body, admin, context }) => {
    const data = await bulkTrash(context, admin.role, body);
    return { result: true, message: bulkMessage(data), data };
  }),
  defineRoute(endpoints.trash.purge).handle(async ({ params, context }) => ({
    result: true,
    message: TRASH_MESSAGES.purged(await purgeFromTrash(context, params.id)),
    data: null,
  })),
];
