import type { JobStats } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { ChartSkeleton, LazyBarChart } from '../../../components/ui/charts/lazy-charts';
import { QueryState } from '../../../components/ui/query-state';
import { MONTH_NAMES } from '../../../utils/months';
import { useJobStats } from '../api/use-job-stats';
import { PARTNERS_TEXT } from '../messages';

function seriesOf(stats: JobStats) {
  return [
    { label: PARTNERS_TEXT.appliedSeries, values: stats.job_applications },
    { label: PARTNERS_TEXT.selectedSeries, values: stats.selected_applicants },
  ];
}

/** Applications made and selected per month, January to December, as grouped bars. */
export function JobStatsPanel({ className }: { className?: string }) {
  const stats = useJobStats();
  return (
    <Card title={PARTNERS_TEXT.statsHeading} className={className}>
      <QueryState
        query={stats}
        loading={<ChartSkeleton label={PARTNERS_TEXT.statsChartLabel} />}
        errorFallback={PARTNERS_TEXT.statsLoadFailed}
      >
        {(data) => (
          <LazyBarChart
            label={PARTNERS_TEXT.statsChartLabel}
            categories={MONTH_NAMES}
            series={seriesOf(data)}
          />
        )}
      </QueryState>
    </Card>
  );
}
