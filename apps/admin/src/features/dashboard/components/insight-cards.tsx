import type { Insights } from '@job-board/contract';
import type { ComponentType } from 'react';
import {
  JobsIcon,
  PartnersIcon,
  UsersIcon,
  type NavIconProps,
} from '../../../components/layout/nav-icons';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard, type StatTone } from '../../../components/ui/stat-card';
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

type InsightCard = {
  label: string;
  Icon: ComponentType<NavIconProps>;
  tone: StatTone;
  /** The card's total, the count its hint names and the change since last week. */
  figures: (insights: Insights) => [total: number, count: number, change: number];
  hint: (count: number, change: string) => string;
};

const CARDS: readonly InsightCard[] = [
  {
    label: DASHBOARD_TEXT.jobsCard,
    Icon: JobsIcon,
    tone: 'teal',
    figures: ({ jobs }) => [jobs.total, jobs.this_week, jobs.change_diff],
    hint: DASHBOARD_TEXT.jobsHint,
  },
  {
    label: DASHBOARD_TEXT.applicantsCard,
    Icon: UsersIcon,
    tone: 'amber',
    figures: ({ applicants: a }) => [a.total, a.selected_candidates, a.change_diff],
    hint: DASHBOARD_TEXT.applicantsHint,
  },
  {
    label: DASHBOARD_TEXT.partnersCard,
    Icon: PartnersIcon,
    tone: 'indigo',
    figures: ({ partner }) => [partner.total, partner.new_partners, partner.change_diff],
    hint: DASHBOARD_TEXT.partnersHint,
  },
];

function InsightCardList({ insights }: { insights: Insights }) {
  return (
    <div className={GRID}>
      {CARDS.map(({ label, Icon, tone, figures, hint }) => {
        const [total, count, change] = figures(insights);
        return (
          <StatCard
            key={label}
            label={label}
            value={shownValue(total)}
            hint={hint(shownValue(count), formatChange(change))}
            icon={<Icon className={ICON} />}
            tone={tone}
          />
        );
      })}
    </div>
  );
}

/** The three insight cards: jobs, applicants and partners. */
export function InsightCards({ className }: { className?: string }) {
  const insights = useInsights();
  return (
    <section aria-labelledby="home-insights-heading" className={className}>
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
