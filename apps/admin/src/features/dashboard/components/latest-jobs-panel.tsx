import type { JobItem } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDay } from '../../../utils/format-date';
import { useLatestJobs } from '../api/use-latest-jobs';
import { DASHBOARD_TEXT } from '../messages';
import { ViewAllLink } from '../../../components/ui/view-all-link';

const COLUMNS: readonly Column<JobItem>[] = [
  { id: 'title', header: DASHBOARD_TEXT.jobColumns.title, value: (job) => job.title },
  { id: 'country', header: DASHBOARD_TEXT.jobColumns.country, value: (job) => job.country },
  {
    id: 'remote',
    kind: 'boolean',
    header: DASHBOARD_TEXT.jobColumns.remote,
    value: (job) => job.remote_position,
  },
  {
    id: 'expiration',
    header: DASHBOARD_TEXT.jobColumns.expiration,
    value: (job) => job.expiration,
    render: (job) => formatDay(job.expiration),
  },
  {
    id: 'status',
    header: DASHBOARD_TEXT.jobColumns.status,
    value: (job) => job.status,
    render: (job) => <StatusBadge status={job.status} />,
  },
];

/** What the table shares in every state: its name, columns and row identity. */
const TABLE = {
  label: DASHBOARD_TEXT.jobsHeading,
  columns: COLUMNS,
  rowKey: (job: JobItem) => job.id,
  rowLabel: (job: JobItem) => job.title,
} as const;

/** The first jobs of the jobs list, with a link to the Jobs screen. */
export function LatestJobsPanel({ className }: { className?: string }) {
  const jobs = useLatestJobs();
  return (
    <Card
      className={className}
      title={DASHBOARD_TEXT.jobsHeading}
      actions={<ViewAllLink to="/jobs">{DASHBOARD_TEXT.viewAllJobs}</ViewAllLink>}
      bodyClassName="p-0"
    >
      <QueryState
        query={jobs}
        loading={<DataTable<JobItem> {...TABLE} rows={undefined} isLoading />}
        errorFallback={DASHBOARD_TEXT.jobsLoadFailed}
        isEmpty={(data) => data.length === 0}
        emptyMessage={DASHBOARD_TEXT.jobsEmpty}
      >
        {(data) => <DataTable<JobItem> {...TABLE} rows={data} />}
      </QueryState>
    </Card>
  );
}
