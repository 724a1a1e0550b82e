import { z } from 'zod';

/** How many items each dashboard panel shows (spec §9). */
export const DASHBOARD_LIMITS = { jobs: 5, partners: 4, blogPosts: 3 } as const;

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
export const insightsResponse = z.object({ result: z.literal(true), data: insights });

// GET /api/admin/conversion-metrics — counts over all time.
export const conversionMetrics = z.object({
  /** Applications selected. */
  shortlisted: count,
  /** Every application. */
  applicants: count,
});
export type ConversionMetrics = z.infer<typeof conversionMetrics>;
export const conversionMetricsResponse = z.object({
  result: z.literal(true),
  data: conversionMetrics,
});

// GET /api/partner/dashboard — the newest partners, public (no emails).
export const partnerCard = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  /** Every job of the partner, published or not. */
  posted_jobs: count,
});
export type PartnerCard = z.infer<typeof partnerCard>;
export const partnerCardsResponse = z.object({ data: z.array(partnerCard) });
