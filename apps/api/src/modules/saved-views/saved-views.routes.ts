import { SAVED_VIEW_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import * as savedViews from './saved-views.service.js';

export const savedViewsRoutes = [
  defineRoute(endpoints.savedViews.list).handle(async ({ query, admin, context }) => ({
    data: await savedViews.list(context, { role: admin.role, list: query.list }),
  })),
  defineRoute(endpoints.savedViews.create).handle(async ({ body, admin, context }) => ({
    result: true,
    message: SAVED_VIEW_MESSAGES.created,
    data: await savedViews.create(context, { ...body, role: admin.role }),
  })),
  defineRoute(endpoints.savedViews.update).handle(async ({ params, body, admin, context }) => ({
    result: true,
    message: SAVED_VIEW_MESSAGES.updated,
    data: await savedViews.update(context, { ...body, id: params.id, role: admin.role }),
  })),
  defineRoute(endpoints.savedViews.delete).handle(async ({ params, admin, context }) => {
    await savedViews.remove(context, { id: params.id, role: admin.role });
    return { result: true, message: SAVED_VIEW_MESSAGES.deleted, data: null };
  }),
  defineRoute(endpoints.savedViews.makeDefault).handle(async ({ params, admin, context }) => ({
    result: true,
    message: SAVED_VIEW_MESSAGES.defaultSet,
    data: await savedViews.makeDefault(context, { id: params.id, role: admin.role }),
  })),
  defineRoute(endpoints.savedViews.clearDefault).handle(async ({ query, admin, context }) => {
    await savedViews.clearDefault(context, { list: query.list, role: admin.role });
    return { result: true, message: SAVED_VIEW_MESSAGES.defaultCleared, data: null };
  }),
];
