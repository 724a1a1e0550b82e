import type { ConversionMetrics } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { ChartSkeleton, LazyDoughnutChart } from '../../../components/ui/charts/lazy-charts';
import { QueryState } from '../../../components/ui/query-state';
import { useConversionMetrics } from '../api/get-conversion-metrics';
import { shownValue } from '../home-format';
import { HOME_TEXT } from '../messages';

function slicesOf(metrics: ConversionMetrics) {
  return [
    { label: HOME_TEXT.selectedSlice, value: shownValue(metrics.shortlisted) },
    { label: HOME_TEXT.appliedSlice, value: shownValue(metrics.applicants) },
  ];
}

/** Applications selected against all applications, as a doughnut. */
export function ConversionMetricsPanel() {
  const metrics = useConversionMetrics();
  return (
    <Card title={HOME_TEXT.conversionHeading}>
      <QueryState
        query={metrics}
        loading={<ChartSkeleton label={HOME_TEXT.conversionHeading} />}
        errorFallback={HOME_TEXT.conversionLoadFailed}
      >
        {(data) => (
          <LazyDoughnutChart
            label={HOME_TEXT.conversionHeading}
            slices={slicesOf(data)}
            emptyMessage={HOME_TEXT.conversionEmpty}
          />
        )}
      </QueryState>
    </Card>
  );
}
