import type { JobItem } from '@job-board/contract';
import { Link } from 'react-router';
import type { CellSpecs } from '../../../components/list/list-columns';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { jobRecordPath } from '../../../lib/record-paths';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate, formatDay } from '../../../utils/format-date';

const RECORD_LINK = 'font-medium text-teal-700 hover:text-teal-800 hover:underline';

/** How the jobs list shows its columns (JOBS_LIST); the country is the row's own field. */
export const JOB_CELLS: CellSpecs<JobItem> = {
  title: {
    value: (job) => job.title,
    // The title opens the job's record page (by click, or Tab and Enter).
    render: (job) => (
      <Link to={jobRecordPath(job.id)} className={RECORD_LINK}>
        <TruncatedText text={job.title} />
      </Link>
    ),
  },
  remote: { kind: 'boolean', value: (job) => job.remote_position },
  posted: { value: (job) => job.created_at, render: (job) => formatDate(job.created_at) },
  expiration: { value: (job) => job.expiration, render: (job) => formatDay(job.expiration) },
  status: { value: (job) => job.status, render: (job) => <StatusBadge status={job.status} /> },
};
