import { z } from 'zod';
import { pagedList } from './envelopes.js';
import { blankAsMissing, listQuery, pageQuery } from './lists.js';

const id = z.number().int();
const count = z.number().int().nonnegative();

// GET /api/partner/all — every partner by name, for the job form's picker.
export const partnerOption = z.object({ id, name: z.string() });
export type PartnerOption = z.infer<typeof partnerOption>;
export const partnerOptionsResponse = z.object({
  result: z.literal(true),
  data: z.array(partnerOption),
});

// GET /api/admin/partners?page&s&sort
export const PARTNER_SORT_FIELDS = ['company_name'] as const;
export const partnersListQuery = listQuery(PARTNER_SORT_FIELDS);

export const partnerListItem = z.object({
  id,
  name: z.string(),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
  /** When the partner joined (ISO-8601 UTC); the screen shows "Member since {Month Year}". */
  member_since: z.string(),
  /** Every job of the partner, published or not. */
  posted_jobs: count,
});
export type PartnerListItem = z.infer<typeof partnerListItem>;
export const partnersList = pagedList(partnerListItem);

// GET /api/partner/top-performers?page=
export const topPerformersQuery = pageQuery;

export const topPerformer = z.object({
  id,
  company_name: z.string(),
  img_url: z.string().nullable(),
  /** Published jobs of the partner (the ranking's key). */
  jobs_posted: count,
});
export type TopPerformer = z.infer<typeof topPerformer>;

export const topPerformersPage = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: count,
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
  data: z.array(topPerformer),
});
export type TopPerformersPage = z.infer<typeof topPerformersPage>;
export const topPerformersResponse = z.object({ result: z.literal(true), data: topPerformersPage });

// GET /api/jobs/stats?year=
export const STATS_YEAR_RANGE = { min: 1970, max: 9999 } as const;

export const PARTNER_MESSAGES = {
  yearInvalid: `The year must be a whole number from ${STATS_YEAR_RANGE.min} to ${STATS_YEAR_RANGE.max}, such as 2025.`,
} as const;

export const jobStatsQuery = z.object({
  /** Blank or absent: the current UTC year. */
  year: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: PARTNER_MESSAGES.yearInvalid })
      .int(PARTNER_MESSAGES.yearInvalid)
      .min(STATS_YEAR_RANGE.min, PARTNER_MESSAGES.yearInvalid)
      .max(STATS_YEAR_RANGE.max, PARTNER_MESSAGES.yearInvalid)
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
export const jobStatsResponse = z.object({ result: z.literal(true), data: jobStats });
