import type { ConversionMetrics, Insights, JobStats } from '@job-board/contract';
import type { Actor, Context } from '../../lib/context.js';
import * as repo from './dashboard.repository.js';
import { insightPeriods, percentChange, utcYear } from './periods.js';

/**
 * The three insight cards. Jobs compare the current week (since Monday 00:00 UTC) with the whole
 * previous week; selections and new partners compare the current calendar month with the
 * previous one.
 */
export async function getInsights(
  { db }: Context<Actor | null>,
  { now }: { now: Date },
): Promise<Insights> {
  const { thisWeek, previousWeek, thisMonth, previousMonth } = insightPeriods(now);
  const [
    jobs,
    jobsThisWeek,
    jobsPreviousWeek,
    applications,
    selectedThisMonth,
    selectedPreviousMonth,
    partners,
    partnersThisMonth,
    partnersPreviousMonth,
  ] = await Promise.all([
    repo.countRows(db, 'jobs'),
    repo.countWithin(db, 'jobs.created_at', thisWeek),
    repo.countWithin(db, 'jobs.created_at', previousWeek),
    repo.countRows(db, 'job_applications'),
    repo.countWithin(db, 'job_applications.selected_at', thisMonth),
    repo.countWithin(db, 'job_applications.selected_at', previousMonth),
    repo.countRows(db, 'partners'),
    repo.countWithin(db, 'partners.created_at', thisMonth),
    repo.countWithin(db, 'partners.created_at', previousMonth),
  ]);
  return {
    jobs: {
      total: jobs,
      this_week: jobsThisWeek,
      change_diff: percentChange(jobsThisWeek, jobsPreviousWeek),
    },
    applicants: {
      total: applications,
      selected_candidates: selectedThisMonth,
      change_diff: percentChange(selectedThisMonth, selectedPreviousMonth),
    },
    partner: {
      total: partners,
      new_partners: partnersThisMonth,
      change_diff: percentChange(partnersThisMonth, partnersPreviousMonth),
    },
  };
}

/** Applications selected, and all applications, over all time. */
export async function getConversionMetrics({
  db,
}: Context<Actor | null>): Promise<ConversionMetrics> {
  const [shortlisted, applicants] = await Promise.all([
    repo.countSelectedApplications(db),
    repo.countRows(db, 'job_applications'),
  ]);
  return { shortlisted, applicants };
}

/** Applications made, and applications selected, in each month of a UTC year. */
export async function getJobStats(
  { db }: Context<Actor | null>,
  { year }: { year: number },
): Promise<JobStats> {
  const period = utcYear(year);
  const [applied, selected] = await Promise.all([
    repo.countByMonth(db, 'job_applications.applied_at', period),
    repo.countByMonth(db, 'job_applications.selected_at', period),
  ]);
  return { selected_applicants: monthlySeries(selected), job_applications: monthlySeries(applied) };
}

/** Twelve counts, January first, from `YYYY-MM` buckets of one year. */
function monthlySeries(buckets: { month: string; n: number }[]): number[] {
  const series = Array.from({ length: 12 }, () => 0);
  for (const { month, n } of buckets) series[Number(month.slice(5, 7)) - 1] = n;
  return series;
}
