import { endpoints, type JobBulkAction, type JobItem } from '@job-board/contract';
import { Link } from 'react-router';
import { BulkBar } from '../../../components/ui/bulk-bar';
import { BulkFailuresDialog } from '../../../components/ui/bulk-result';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { DownloadButton } from '../../../components/ui/download-button';
import { FilterChips, type FilterChip } from '../../../components/ui/filter-chips';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { ResourceTableCard } from '../../../components/ui/resource-table-card';
import { alphabeticalSortOptions } from '../../../components/ui/sort-filter';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePermission } from '../../../lib/permissions';
import { useBulkFlow } from '../../../lib/use-bulk-flow';
import { useDownload } from '../../../lib/use-download';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useSelection } from '../../../lib/use-selection';
import { formatDate } from '../../../utils/format-date';
import { useDeleteJob, useJobs, useJobsBulk } from '../api/jobs';
import { usePartnerName } from '../api/partner-choices';
import { JOB_TEXT } from '../messages';
import { JobFormModal } from './job-form-modal';
import {
  JOBS_FILTER_DEFAULTS,
  JobsFilters,
  selectFilters,
  type JobsFilterChoices,
} from './jobs-filters';
import { useJobFormOptions } from './use-job-form-options';

const RECORD_LINK = 'font-medium text-teal-700 hover:text-teal-800 hover:underline';

const COLUMNS: readonly Column<JobItem>[] = [
  {
    id: 'title',
    header: 'Title',
    value: (job) => job.title,
    sortField: 'job_title',
    // The title opens the job's record page (by click, or Tab and Enter).
    render: (job) => (
      <Link to={`/jobs/${job.id}`} className={RECORD_LINK}>
        <TruncatedText text={job.title} />
      </Link>
    ),
  },
  { id: 'country', header: 'Country', value: (job) => job.country, priority: 'secondary' },
  {
    id: 'remote',
    header: 'Remote',
    kind: 'boolean',
    value: (job) => job.remote_position,
    priority: 'secondary',
  },
  {
    id: 'posted',
    header: 'Posted',
    value: (job) => job.created_at,
    render: (job) => formatDate(job.created_at),
    sortField: 'created_at',
    priority: 'secondary',
  },
  {
    id: 'expiration',
    header: 'Expiration',
    value: (job) => job.expiration,
    render: (job) => formatDate(job.expiration),
    priority: 'secondary',
  },
  {
    id: 'status',
    header: 'Status',
    value: (job) => job.status,
    render: (job) => <StatusBadge status={job.status} />,
  },
];

/** The server's order when the URL names none: newest first. */
const DEFAULT_SORT = '-created_at';

const SORT_OPTIONS = [
  ...alphabeticalSortOptions('job_title', 'Title'),
  { value: 'created_at', label: JOB_TEXT.oldestFirst },
];

const BULK_ACTIONS: readonly JobBulkAction[] = [
  'activate',
  'pause',
  'publish',
  'unpublish',
  'delete',
];

/**
 * Every job, searched by title, filtered (shown as chips), sorted by a header or the sort
 * select, with bulk actions on the selection and a CSV export; its state is in the URL (jobs_…).
 */
export function JobsTable() {
  const list = useListParams({ prefix: 'jobs', filters: JOBS_FILTER_DEFAULTS });
  const values = list.filters;
  /** What selects the jobs: the list, its export and "all matching" share it. */
  const filter = {
    s: list.search || undefined,
    sort: list.sort || undefined,
    status: values.status || undefined,
    published: values.published || undefined,
    partner: values.partner || undefined,
    category: values.category || undefined,
    job_type: values.job_type || undefined,
    remote: values.remote || undefined,
    expiring_before: values.expiring_before || undefined,
  };
  const jobs = useJobs({ page: list.page, ...filter });
  usePageInRange(list, jobs.data?.meta.last_page, jobs.isPlaceholderData);
  const remove = useDeleteJob();
  const canEdit = usePermission('jobs.write');
  const dialog = useFormDialog<JobItem>();
  const options = useJobFormOptions();
  const choices: JobsFilterChoices = {
    category: options.categories,
    job_type: options.jobTypes,
  };
  const partnerName = usePartnerName(values.partner);
  const selection = useSelection({ scope: JSON.stringify(filter), pageLabel: JOB_TEXT.selectPage });
  const bulk = useJobsBulk();
  const download = useDownload();
  const total = jobs.data?.meta.total ?? 0;
  const count = selection.count(total);
  const flow = useBulkFlow(
    (action: JobBulkAction) => bulk.mutateAsync({ action, ...selection.target(filter) }),
    selection.clear,
  );

  const chips: FilterChip[] = [
    ...(list.search
      ? [{ id: 's', label: JOB_TEXT.chipSearch(list.search), onRemove: () => list.setSearch('') }]
      : []),
    ...selectFilters(choices).flatMap((definition) => {
      const value = values[definition.name];
      if (!value) return [];
      const named = definition.options
        ? definition.options.find((choice) => choice.value === value)?.label
        : partnerName;
      return [
        {
          id: definition.name,
          label: JOB_TEXT.chip(definition.label, named ?? `#${value}`),
          onRemove: () => list.setFilter(definition.name, ''),
        },
      ];
    }),
    ...(values.expiring_before
      ? [
          {
            id: 'expiring_before',
            label: JOB_TEXT.chipExpiringBefore(values.expiring_before),
            onRemove: () => list.setFilter('expiring_before', ''),
          },
        ]
      : []),
  ];

  const rows = jobs.data?.data;
  const pageIds = rows?.map((job) => job.id) ?? [];
  const nameOf = (id: number) => rows?.find((job) => job.id === id)?.title;
  const filtered = chips.length > 0;

  return (
    <>
      <ResourceTableCard<JobItem>
        title={JOB_TEXT.heading}
        addLabel={JOB_TEXT.add}
        onAdd={dialog.openCreate}
        toolbar={
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <ListToolbar
                list={list}
                sortOptions={SORT_OPTIONS}
                text={JOB_TEXT}
                emptySortLabel={JOB_TEXT.newestFirst}
                className="flex-1"
              />
              <DownloadButton
                label={JOB_TEXT.exportCsv}
                download={download}
                onClick={() =>
                  void download.start(
                    endpoints.jobs.export,
                    { query: filter },
                    JOB_TEXT.exportFileName,
                  )
                }
              />
            </div>
            <JobsFilters values={values} onChange={list.setFilter} choices={choices} />
            <FilterChips chips={chips} />
            {canEdit && (
              <BulkBar selection={selection} total={total} pageKeys={pageIds} noun={JOB_TEXT.noun}>
                {BULK_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    variant={action === 'delete' ? 'danger' : 'secondary'}
                    size="sm"
                    onClick={() => flow.ask(action)}
                  >
                    {JOB_TEXT.bulk[action]}
                  </Button>
                ))}
              </BulkBar>
            )}
          </div>
        }
        columns={COLUMNS}
        rows={rows}
        rowKey={(job) => job.id}
        rowLabel={(job) => job.title}
        query={jobs}
        loadFailed={JOB_TEXT.loadFailed}
        emptyMessage={
          list.search
            ? JOB_TEXT.noMatch(list.search)
            : filtered
              ? JOB_TEXT.noFilterMatch
              : JOB_TEXT.empty
        }
        onEdit={dialog.openEdit}
        onDelete={remove.mutateAsync}
        page={{
          currentPage: jobs.data?.meta.current_page ?? list.page,
          lastPage: jobs.data?.meta.last_page ?? 1,
          onPageChange: list.setPage,
        }}
        pagesLabel={JOB_TEXT.pagesLabel}
        // Newest first is the server's default, so it stays out of the URL.
        sort={{
          value: list.sort || DEFAULT_SORT,
          onChange: (sort) => list.setSort(sort === DEFAULT_SORT ? '' : sort),
        }}
        selection={selection.table}
        readOnly={!canEdit}
      />
      <JobFormModal
        key={dialog.key}
        job={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
      <ConfirmDialog
        open={flow.pending !== null}
        onOpenChange={flow.onConfirmOpenChange}
        title={flow.pending && JOB_TEXT.confirmBulk(JOB_TEXT.bulk[flow.pending], count)}
        body={flow.pending === 'delete' ? JOB_TEXT.confirmBulkDeleteBody : JOB_TEXT.confirmBulkBody}
        confirmLabel={flow.pending ? JOB_TEXT.bulk[flow.pending] : undefined}
        onConfirm={flow.confirm}
      />
      <BulkFailuresDialog result={flow.failures} onClose={flow.closeFailures} nameOf={nameOf} />
    </>
  );
}
