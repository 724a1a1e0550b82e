import type { ConversionMetrics, Insights, JobStats } from '@job-board/contract';
import type { Actor, Context } from '../../lib/context.js';
import * as repo from './dashboard.repository.js';
import { insightPeriods, percentChange, utcYear } from './periods.js';

/**
 * The three insight cards, from the daily counts in one query. Jobs compare the current week
 * (since Monday 00:00 UTC) with the whole previous week; selections and new partners compare the
 * current calendar month with the previous one.
 */
export async function getInsights(
  { db }: Context<Actor | null>,
  { now }: { now: Date },
): Promise<Insights> {
  const { thisWeek, previousWeek, thisMonth, previousMonth } = insightPeriods(now);
  const counts = await repo.countMetrics(
    db,
    ['jobs_created', 'applications_applied', 'applications_selected', 'partners_created'],
    [thisWeek, previousWeek, thisMonth, previousMonth],
  );
  const of = (metric: repo.Metric) => {
    const { total, within } = counts.get(metric)!;
    const [week = 0, weekBefore = 0, month = 0, monthBefore = 0] = within;
    return { total, week, weekBefore, month, monthBefore };
  };
  const jobs = of('jobs_created');
  const selected = of('applications_selected');
  const partners = of('partners_created');
  return {
    jobs: {
      total: jobs.total,
      this_week: jobs.week,
      change_diff: percentChange(jobs.week, jobs.weekBefore),
    },
    applicants: {
      total: of('applications_applied').total,
      selected_candidates: selected.month,
      change_diff: percentChange(selected.month, selected.monthBefore),
    },
    partner: {
      total: partners.total,
      new_partners: partners.month,
      change_diff: percentChange(partners.month, partners.monthBefore),
    },
  };
}

/** Applications selected, and all applications, over all time. */
export async function getConversionMetrics({
  db,
}: Context<Actor | null>): Promise<ConversionMetrics> {
  const counts = await repo.countMetrics(db, ['applications_selected', 'applications_applied'], []);
  return {
    shortlisted: counts.get('applications_selected')!.total,
    applicants: counts.get('applications_applied')!.total,
  };
}

/** Applications made, and applications selected, in each month of a UTC year. */
export async function getJobStats(
  { db }: Context<Actor | null>,
  { year }: { year: number },
): Promise<JobStats> {
  const buckets = await repo.countByMonth(
    db,
    ['applications_applied', 'applications_selected'],
    utcYear(year),
  );
  return {
    selected_applicants: monthlySeries(buckets, 'applications_selected'),
    job_applications: monthlySeries(buckets, 'applications_applied'),
  };
}

/** Twelve counts of one metric, January first, from `YYYY-MM` buckets of one year. */
function monthlySeries(
  buckets: { metric: repo.Metric; month: string; n: number }[],
  metric: repo.Metric,
): number[] {
  const series = Array.from({ length: 12 }, () => 0);
  for (const bucket of buckets) {
    if (bucket.metric === metric) series[Number(bucket.month.slice(5, 7)) - 1] = bucket.n;
  }
  return series;
}
