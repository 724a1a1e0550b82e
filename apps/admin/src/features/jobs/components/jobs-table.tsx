import type { JobItem } from '@job-board/contract';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/data-table';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { ResourceTableCard } from '../../../components/ui/resource-table-card';
import { alphabeticalSortOptions } from '../../../components/ui/sort-filter';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { formatDate } from '../../../utils/format-date';
import { useDeleteJob, useJobs } from '../api/jobs';
import { JOB_TEXT } from '../messages';
import { JobFormModal } from './job-form-modal';

const RECORD_LINK = 'font-medium text-teal-700 hover:text-teal-800 hover:underline';

const COLUMNS: readonly Column<JobItem>[] = [
  {
    id: 'title',
    header: 'Title',
    value: (job) => job.title,
    // The title opens the job's record page (by click, or Tab and Enter).
    render: (job) => (
      <Link to={`/jobs/${job.id}`} className={RECORD_LINK}>
        <TruncatedText text={job.title} />
      </Link>
    ),
  },
  { id: 'country', header: 'Country', value: (job) => job.country },
  { id: 'remote', header: 'Remote', kind: 'boolean', value: (job) => job.remote_position },
  {
    id: 'expiration',
    header: 'Expiration',
    value: (job) => job.expiration,
    render: (job) => formatDate(job.expiration),
  },
  {
    id: 'status',
    header: 'Status',
    value: (job) => job.status,
    render: (job) => <StatusBadge status={job.status} />,
  },
];

const SORT_OPTIONS = alphabeticalSortOptions('job_title', 'Title');

/** Every job, newest first or by title, searchable by title; its state is in the URL (jobs_…). */
export function JobsTable() {
  const list = useListParams({ prefix: 'jobs' });
  const jobs = useJobs({ page: list.page, s: list.search, sort: list.sort });
  usePageInRange(list, jobs.data?.meta.last_page, jobs.isPlaceholderData);
  const remove = useDeleteJob();
  const dialog = useFormDialog<JobItem>();

  return (
    <>
      <ResourceTableCard<JobItem>
        title={JOB_TEXT.heading}
        addLabel={JOB_TEXT.add}
        onAdd={dialog.openCreate}
        toolbar={
          <ListToolbar
            list={list}
            sortOptions={SORT_OPTIONS}
            text={JOB_TEXT}
            emptySortLabel={JOB_TEXT.newestFirst}
          />
        }
        columns={COLUMNS}
        rows={jobs.data?.data}
        rowKey={(job) => job.id}
        rowLabel={(job) => job.title}
        query={jobs}
        loadFailed={JOB_TEXT.loadFailed}
        emptyMessage={list.search ? JOB_TEXT.noMatch(list.search) : JOB_TEXT.empty}
        onEdit={dialog.openEdit}
        onDelete={remove.mutateAsync}
        page={{
          currentPage: jobs.data?.meta.current_page ?? list.page,
          lastPage: jobs.data?.meta.last_page ?? 1,
          onPageChange: list.setPage,
        }}
        pagesLabel={JOB_TEXT.pagesLabel}
      />
      <JobFormModal
        key={dialog.key}
        job={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </>
  );
}
