import type { JobItem } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../utils/format-date';
import { useLatestJobs } from '../api/get-latest-jobs';
import { HOME_TEXT } from '../messages';
import { ViewAllLink } from './view-all-link';

const COLUMNS: readonly Column<JobItem>[] = [
  { id: 'title', header: HOME_TEXT.jobColumns.title, value: (job) => job.title },
  { id: 'country', header: HOME_TEXT.jobColumns.country, value: (job) => job.country },
  {
    id: 'remote',
    kind: 'boolean',
    header: HOME_TEXT.jobColumns.remote,
    value: (job) => job.remote_position,
  },
  {
    id: 'expiration',
    header: HOME_TEXT.jobColumns.expiration,
    value: (job) => job.expiration,
    render: (job) => formatDate(job.expiration),
  },
  {
    id: 'status',
    header: HOME_TEXT.jobColumns.status,
    value: (job) => job.status,
    render: (job) => <StatusBadge status={job.status} />,
  },
];

/** The first jobs of the jobs list, with a link to the Jobs screen. */
export function LatestJobsPanel({ className }: { className?: string }) {
  const jobs = useLatestJobs();
  return (
    <Card
      className={className}
      title={HOME_TEXT.jobsHeading}
      actions={<ViewAllLink to="/jobs">{HOME_TEXT.viewAllJobs}</ViewAllLink>}
      bodyClassName="p-0"
    >
      <DataTable
        label={HOME_TEXT.jobsHeading}
        columns={COLUMNS}
        rows={jobs.data}
        rowKey={(job) => job.id}
        rowLabel={(job) => job.title}
        isLoading={jobs.isPending}
        error={jobs.isError ? errorMessage(jobs.error, HOME_TEXT.jobsLoadFailed) : null}
        onRetry={() => void jobs.refetch()}
        emptyMessage={HOME_TEXT.jobsEmpty}
      />
    </Card>
  );
}
