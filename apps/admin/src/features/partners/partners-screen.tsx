import { PageHeader } from '../../components/layout/page-header';
import { JobStatsPanel } from './components/job-stats-panel';
import { PartnerListPanel } from './components/partner-list-panel';
import { TopPerformersPanel } from './components/top-performers-panel';
import { PARTNERS_TEXT } from './messages';

/**
 * The partner list (search, sort and paging in the URL) beside the monthly applications chart
 * and the Top Performers panel. Each part loads, fails and retries on its own.
 */
export function PartnersScreen() {
  return (
    <>
      <PageHeader title={PARTNERS_TEXT.title} subtitle={PARTNERS_TEXT.subtitle} />
      <div className="grid gap-6 xl:grid-cols-5">
        <PartnerListPanel className="min-w-0 xl:col-span-3" />
        <div className="flex min-w-0 flex-col gap-6 xl:col-span-2">
          <JobStatsPanel />
          <TopPerformersPanel />
        </div>
      </div>
    </>
  );
}
