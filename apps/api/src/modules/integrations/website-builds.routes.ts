import { INTEGRATION_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { recentBuilds, requestRebuild } from './website-builds.service.js';

export const websiteBuildsRoutes = [
  defineRoute(endpoints.websiteBuilds.list).handle(async ({ context }) => recentBuilds(context)),
  defineRoute(endpoints.websiteBuilds.request).handle(async ({ context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.buildQueued,
    data: await requestRebuild(context),
  })),
];
