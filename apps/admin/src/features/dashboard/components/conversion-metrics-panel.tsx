import type { ConversionMetrics } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { ChartSkeleton, LazyDoughnutChart } from '../../../components/ui/charts/lazy-charts';
import { QueryState } from '../../../components/ui/query-state';
import { useConversionMetrics } from '../api/use-conversion-metrics';
import { shownValue } from '../dashboard-format';
import { DASHBOARD_TEXT } from '../messages';

function slicesOf(metrics: ConversionMetrics) {
  return [
    { label: DASHBOARD_TEXT.selectedSlice, value: shownValue(metrics.shortlisted) },
    { label: DASHBOARD_TEXT.appliedSlice, value: shownValue(metrics.applicants) },
  ];
}

/** Applications selected against all applications, as a doughnut. */
export function ConversionMetricsPanel({ className }: { className?: string }) {
  const metrics = useConversionMetrics();
  return (
    <Card className={className} title={DASHBOARD_TEXT.conversionHeading}>
      <QueryState
        query={metrics}
        loading={<ChartSkeleton label={DASHBOARD_TEXT.conversionHeading} />}
        errorFallback={DASHBOARD_TEXT.conversionLoadFailed}
      >
        {(data) => (
          <LazyDoughnutChart
            label={DASHBOARD_TEXT.conversionHeading}
            slices={slicesOf(data)}
            emptyMessage={DASHBOARD_TEXT.conversionEmpty}
          />
        )}
      </QueryState>
    </Card>
  );
}
