import {
  conversionMetricsResponse,
  insightsResponse,
  jobStatsQuery,
  jobStatsResponse,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { defineRoute } from '../../lib/route.js';
import { getConversionMetrics, getInsights, getJobStats } from './dashboard.service.js';

const tags = ['dashboard'];

/** The numbers of the home dashboard and of the partners screen's monthly chart. */
export function dashboardRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/admin/insights',
      access: 'admin',
      summary: 'Jobs this week, selections and new partners this month, each with its change',
      tags,
      responses: { 200: insightsResponse },
      handler: async () => ({ result: true, data: await getInsights(deps.db, new Date()) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/conversion-metrics',
      access: 'admin',
      summary: 'Applications selected and all applications, over all time',
      tags,
      responses: { 200: conversionMetricsResponse },
      handler: async () => ({ result: true, data: await getConversionMetrics(deps.db) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/jobs/stats',
      access: 'admin',
      summary: 'Applications made and selected per month, January to December (UTC)',
      tags,
      query: jobStatsQuery,
      responses: { 200: jobStatsResponse },
      handler: async ({ query }) => {
        const year = query.year ?? new Date().getUTCFullYear();
        return { result: true, data: await getJobStats(deps.db, year) };
      },
    }),
  ];
}
