import { PageHeader } from '../../components/layout/page-header';
import { useAuth } from '../../lib/auth-store';
import { useCan } from '../../lib/permissions';
import { ConversionMetricsPanel } from './components/conversion-metrics-panel';
import { InsightCards } from './components/insight-cards';
import { LatestBlogPostsPanel } from './components/latest-blog-posts-panel';
import { LatestJobsPanel } from './components/latest-jobs-panel';
import { PartnerCardsPanel } from './components/partner-cards-panel';
import { DASHBOARD_TEXT } from './messages';

/**
 * The dashboard: a greeting, the insight cards, the latest jobs, the newest partners, the
 * conversion chart and the latest blog posts. Each panel loads, fails and retries on its own.
 * The jobs and blog panels show only to roles that may open those screens (their data is never
 * asked for otherwise).
 */
export function DashboardScreen() {
  const { user } = useAuth();
  const can = useCan();
  const name = user?.name.trim() || DASHBOARD_TEXT.fallbackName;
  return (
    <>
      <PageHeader
        title={<span className="break-words">{DASHBOARD_TEXT.greeting(name)}</span>}
        subtitle={DASHBOARD_TEXT.subtitle}
      />
      <div className="flex flex-col gap-6">
        <InsightCards />
        <div className="grid gap-6 xl:grid-cols-3">
          {can('jobs.read') && <LatestJobsPanel className="min-w-0 xl:col-span-2" />}
          <PartnerCardsPanel />
        </div>
        <div className="grid gap-6 xl:grid-cols-3">
          <ConversionMetricsPanel />
          {can('content.read') && <LatestBlogPostsPanel className="xl:col-span-2" />}
        </div>
      </div>
    </>
  );
}
