import type { KycStats } from '@job-board/contract';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { ChartSkeleton, LazyDoughnutChart } from '../../components/ui/charts/lazy-charts';
import { QueryState } from '../../components/ui/query-state';
import { useKycStats } from './api/use-kyc-stats';
import { KycAwaitingReview } from './components/kyc-awaiting-review';
import { KycStatCards } from './components/kyc-stat-cards';
import { KYC_LIST_PATH } from './kyc-list-location';
import { KYC_TEXT } from './messages';

/** The four counts across the grid, and their chart in its first column; placeholders while loading. */
function KycStatsPanels({ stats }: { stats: KycStats | undefined }) {
  return (
    <>
      <KycStatCards
        stats={stats}
        isLoading={stats === undefined}
        showShare
        className="lg:col-span-2"
      />
      <Card title={KYC_TEXT.chartLabel}>
        {stats ? (
          <LazyDoughnutChart
            label={KYC_TEXT.chartLabel}
            emptyMessage={KYC_TEXT.chartEmpty}
            slices={[
              { label: KYC_TEXT.stats.pending, value: stats.pending },
              { label: KYC_TEXT.stats.approved, value: stats.approved },
              { label: KYC_TEXT.stats.rejected, value: stats.rejected },
            ]}
          />
        ) : (
          <ChartSkeleton label={KYC_TEXT.chartLabel} />
        )}
      </Card>
    </>
  );
}

/** The counts of verifications by status, their shares, and the newest awaiting review. */
export function KycDashboardScreen() {
  const stats = useKycStats();

  return (
    <>
      <PageHeader title={KYC_TEXT.dashboardTitle} subtitle={KYC_TEXT.dashboardSubtitle} />
      <div className="flex flex-col gap-6">
        <div className="flex justify-end">
          <Link
            to={KYC_LIST_PATH}
            className="inline-flex h-10 items-center rounded-md bg-teal-700 px-4 text-sm font-medium text-white hover:bg-teal-800"
          >
            {KYC_TEXT.viewAll}
          </Link>
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <QueryState
            query={stats}
            loading={<KycStatsPanels stats={undefined} />}
            errorFallback={KYC_TEXT.statsLoadFailed}
            className="rounded-lg border border-slate-200 bg-white shadow-sm lg:col-span-2"
          >
            {(counts) => <KycStatsPanels stats={counts} />}
          </QueryState>
          <KycAwaitingReview />
        </div>
      </div>
    </>
  );
}
