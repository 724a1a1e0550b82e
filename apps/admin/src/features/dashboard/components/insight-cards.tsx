import type { Insights } from '@job-board/contract';
import { JobsIcon, PartnersIcon, UsersIcon } from '../../../components/layout/nav-icons';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useInsights } from '../api/use-insights';
import { formatChange, shownValue } from '../dashboard-format';
import { DASHBOARD_TEXT } from '../messages';

const GRID = 'grid gap-4 sm:grid-cols-3';
const ICON = 'size-5';

function InsightCardsSkeleton() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{DASHBOARD_TEXT.insightsLoading}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-24" />
      ))}
    </div>
  );
}

function InsightCardList({ insights }: { insights: Insights }) {
  const { jobs, applicants, partner } = insights;
  return (
    <div className={GRID}>
      <StatCard
        label={DASHBOARD_TEXT.jobsCard}
        value={shownValue(jobs.total)}
        hint={DASHBOARD_TEXT.jobsHint(shownValue(jobs.this_week), formatChange(jobs.change_diff))}
        icon={<JobsIcon className={ICON} />}
        tone="teal"
      />
      <StatCard
        label={DASHBOARD_TEXT.applicantsCard}
        value={shownValue(applicants.total)}
        hint={DASHBOARD_TEXT.applicantsHint(
          shownValue(applicants.selected_candidates),
          formatChange(applicants.change_diff),
        )}
        icon={<UsersIcon className={ICON} />}
        tone="amber"
      />
      <StatCard
        label={DASHBOARD_TEXT.partnersCard}
        value={shownValue(partner.total)}
        hint={DASHBOARD_TEXT.partnersHint(
          shownValue(partner.new_partners),
          formatChange(partner.change_diff),
        )}
        icon={<PartnersIcon className={ICON} />}
        tone="indigo"
      />
    </div>
  );
}

/** The three insight cards: jobs, applicants and partners. */
export function InsightCards() {
  const insights = useInsights();
  return (
    <section aria-labelledby="home-insights-heading">
      <h2 id="home-insights-heading" className="sr-only">
        {DASHBOARD_TEXT.insightsHeading}
      </h2>
      <QueryState
        query={insights}
        loading={<InsightCardsSkeleton />}
        errorFallback={DASHBOARD_TEXT.insightsLoadFailed}
        className="rounded-lg border border-slate-200 bg-white py-6"
      >
        {(data) => <InsightCardList insights={data} />}
      </QueryState>
    </section>
  );
}
