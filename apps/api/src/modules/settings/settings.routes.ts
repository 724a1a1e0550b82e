import { endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { listSettings, saveSetting } from './settings.service.js';

export const settingsRoutes = [
  defineRoute(endpoints.settings.general).handle(async ({ admin, context }) => ({
    data: await listSettings(context.db, 'general', { withAdminOnly: admin !== null }),
  })),
  defineRoute(endpoints.settings.application).handle(async ({ context }) => ({
    result: true,
    data: { data: await listSettings(context.db, 'application', { withAdminOnly: true }) },
  })),
  defineRoute(endpoints.settings.save).handle(async ({ request, admin, body, context }) => ({
    result: true,
    data: await saveSetting(context, request, admin.id, body),
  })),
];
