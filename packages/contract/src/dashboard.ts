import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import { blankAsMissing } from './lists.js';

const count = z.number().int().nonnegative();
/** Percent change against the previous period, one decimal; may be negative. */
const changeDiff = z.number();

// GET /api/admin/insights
export const insights = z.object({
  jobs: z.object({
    total: count,
    /** Jobs created since Monday 00:00 UTC of the current week. */
    this_week: count,
    /** Against the previous whole week. */
    change_diff: changeDiff,
  }),
  applicants: z.object({
    /** Every application. */
    total: count,
    /** Applications selected in the current calendar month (UTC). */
    selected_candidates: count,
    /** Against the previous calendar month. */
    change_diff: changeDiff,
  }),
  partner: z.object({
    total: count,
    /** Partners created in the current calendar month (UTC). */
    new_partners: count,
    /** Against the previous calendar month. */
    change_diff: changeDiff,
  }),
});
export type Insights = z.infer<typeof insights>;
const insightsResponse = z.object({ result: z.literal(true), data: insights });

// GET /api/admin/conversion-metrics — counts over all time.
export const conversionMetrics = z.object({
  /** Applications selected. */
  shortlisted: count,
  /** Every application. */
  applicants: count,
});
export type ConversionMetrics = z.infer<typeof conversionMetrics>;
const conversionMetricsResponse = z.object({
  result: z.literal(true),
  data: conversionMetrics,
});

// GET /api/jobs/stats?year=
const STATS_YEAR_RANGE = { min: 1970, max: 9999 } as const;

export const JOB_STATS_MESSAGES = {
  yearInvalid: `The year must be a whole number from ${STATS_YEAR_RANGE.min} to ${STATS_YEAR_RANGE.max}, such as 2025.`,
} as const;

const jobStatsQuery = z.object({
  /** Blank or absent: the current UTC year. */
  year: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: JOB_STATS_MESSAGES.yearInvalid })
      .int(JOB_STATS_MESSAGES.yearInvalid)
      .min(STATS_YEAR_RANGE.min, JOB_STATS_MESSAGES.yearInvalid)
      .max(STATS_YEAR_RANGE.max, JOB_STATS_MESSAGES.yearInvalid)
      .optional(),
  ),
});

/** Twelve monthly values, January first. */
const monthlyCounts = z.array(count).length(12);

export const jobStats = z.object({
  /** Applications selected in each month. */
  selected_applicants: monthlyCounts,
  /** Applications made in each month. */
  job_applications: monthlyCounts,
});
export type JobStats = z.infer<typeof jobStats>;
const jobStatsResponse = z.object({ result: z.literal(true), data: jobStats });

export const dashboardEndpoints = defineEndpoints('dashboard', {
  insights: {
    method: 'GET',
    path: '/api/admin/insights',
    access: 'admin',
    // Figures of jobs, selections and partners: for the roles that read those.
    permission: 'jobs.read',
    summary: 'Jobs this week, selections and new partners this month, each with its change',
    response: insightsResponse,
  },
  conversionMetrics: {
    method: 'GET',
    path: '/api/admin/conversion-metrics',
    access: 'admin',
    // Applications of every job: for the roles that read jobs.
    permission: 'jobs.read',
    summary: 'Applications selected and all applications, over all time',
    response: conversionMetricsResponse,
  },
  jobStats: {
    method: 'GET',
    path: '/api/jobs/stats',
    access: 'admin',
    permission: 'dashboard.read',
    summary: 'Applications made and selected per month, January to December (UTC)',
    query: jobStatsQuery,
    response: jobStatsResponse,
  },
});
