import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { ChartSkeleton, LazyDoughnutChart } from '../../components/ui/charts/lazy-charts';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/api-error';
import { PageHeader } from '../../app/layout/page-header';
import { useKycStats } from './api/get-kyc-stats';
import { KycAwaitingReview } from './components/kyc-awaiting-review';
import { KycStatCards } from './components/kyc-stat-cards';
import { KYC_LIST_PATH } from './kyc-list-location';
import { KYC_TEXT } from './messages';

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
        {stats.isError ? (
          <Card>
            <ErrorState
              message={errorMessage(stats.error, KYC_TEXT.statsLoadFailed)}
              onRetry={() => void stats.refetch()}
              isRetrying={stats.isFetching}
            />
          </Card>
        ) : (
          <KycStatCards stats={stats.data} isLoading={stats.isPending} showShare />
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card title={KYC_TEXT.chartLabel}>
            {stats.data ? (
              <LazyDoughnutChart
                label={KYC_TEXT.chartLabel}
                emptyMessage={KYC_TEXT.chartEmpty}
                slices={[
                  { label: KYC_TEXT.stats.pending, value: stats.data.pending },
                  { label: KYC_TEXT.stats.approved, value: stats.data.approved },
                  { label: KYC_TEXT.stats.rejected, value: stats.data.rejected },
                ]}
              />
            ) : stats.isError ? (
              <p className="text-sm text-slate-600">{KYC_TEXT.statsLoadFailed}</p>
            ) : (
              <ChartSkeleton label={KYC_TEXT.chartLabel} />
            )}
          </Card>
          <KycAwaitingReview />
        </div>
      </div>
    </>
  );
}
