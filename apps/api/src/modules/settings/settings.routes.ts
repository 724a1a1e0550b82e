import { endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { listSettings, saveSetting } from './settings.service.js';

export const settingsRoutes = [
  defineRoute(endpoints.settings.general).handle(async ({ context }) => ({
    data: await listSettings(context, { tab: 'general' }),
  })),
  defineRoute(endpoints.settings.application).handle(async ({ context }) => ({
    result: true,
    data: { data: await listSettings(context, { tab: 'application' }) },
  })),
  defineRoute(endpoints.settings.save).handle(async ({ body, context }) => ({
    result: true,
    data: await saveSetting(context, body),
  })),
];
