import { endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { getConversionMetrics, getInsights, getJobStats } from './dashboard.service.js';

/** The numbers of the home dashboard and of the partners screen's monthly chart. */
export const dashboardRoutes = [
  defineRoute(endpoints.dashboard.insights).handle(async ({ context }) => ({
    result: true,
    data: await getInsights(context, { now: new Date() }),
  })),
  defineRoute(endpoints.dashboard.conversionMetrics).handle(async ({ context }) => ({
    result: true,
    data: await getConversionMetrics(context),
  })),
  defineRoute(endpoints.dashboard.jobStats).handle(async ({ query, context }) => {
    const year = query.year ?? new Date().getUTCFullYear();
    return { result: true, data: await getJobStats(context, { year }) };
  }),
];
