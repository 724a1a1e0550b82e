import { endpoints, JOBS_LIST, type JobBulkAction, type JobItem } from '@job-board/contract';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ImportLink } from '../../../components/list/import-link';
import { ListCard } from '../../../components/list/list-card';
import type { TitledListText } from '../../../components/list/titled-list';
import type { ListBulk } from '../../../components/list/list-view';
import { useDeleteConfirmation } from '../../../components/list/use-delete-confirmation';
import { useListView } from '../../../components/list/use-list-view';
import { usePermission } from '../../../lib/permissions';
import { PARTNER_COMBOBOX } from '../../../lib/partner-choices';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useDeleteJob, useJobs, useJobsBulk } from '../api/jobs';
import { JOB_TEXT } from '../messages';
import { JOB_CELLS } from './job-cells';
import { JobDeleteConsequence } from './job-delete-consequence';
import { JobFormModal } from './job-form-modal';
import { useJobFormOptions } from './use-job-form-options';

const LIST_TEXT: TitledListText = {
  noun: JOB_TEXT.noun,
  loadFailed: JOB_TEXT.loadFailed,
  empty: JOB_TEXT.empty,
  noMatch: JOB_TEXT.noMatch,
  noFilterMatch: JOB_TEXT.noFilterMatch,
};

const SEARCHED_FILTERS = { partner: PARTNER_COMBOBOX };

/** `?new=job` opens the create form (the command palette's "Create job" links here). */
const CREATE_PARAM = 'new';

/**
 * Every job (JOBS_LIST), searched, filtered, sorted, paged and exported, its state in the URL
 * under jobs_ (the screen holds other lists); add (also on opening with `?new=job`), edit or
 * delete one job, or act on many at once.
 */
export function JobsTable() {
  const view = useListView(JOBS_LIST, { prefix: 'jobs' });
  const jobs = useJobs(view.query);
  const remove = useDeleteJob();
  const bulk = useJobsBulk();
  const canEdit = usePermission('jobs.write');
  const dialog = useFormDialog<JobItem>();
  const options = useJobFormOptions();
  const [searchParams, setSearchParams] = useSearchParams();
  const asksToCreate = canEdit && searchParams.get(CREATE_PARAM) === 'job';
  const { openCreate } = dialog;
  useEffect(() => {
    if (!asksToCreate) return;
    openCreate();
    // The ask then leaves the URL, so going back or reloading does not open the form again.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asksToCreate, openCreate, setSearchParams]);
  const deletion = useDeleteConfirmation({
    nameOf: (job: JobItem) => job.title,
    noun: JOB_TEXT.deleteNoun,
    consequence: (job) => <JobDeleteConsequence id={job.id} />,
    remove: (job) => remove.mutateAsync(job),
  });

  // The same actions while the form opens and closes: the rows are not drawn again for it.
  const { openEdit } = dialog;
  const actions = useMemo(
    () => (canEdit ? { onEdit: openEdit, onDelete: deletion.ask } : undefined),
    [canEdit, openEdit, deletion.ask],
  );

  const bulkActions: ListBulk<JobBulkAction, typeof JOBS_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...target }),
    undoable: (action) => (action === 'delete' ? 'trash' : undefined),
    confirm: (action, count) => ({
      title: JOB_TEXT.confirmBulk(JOB_TEXT.bulk[action], count),
      body: action === 'delete' ? JOB_TEXT.confirmBulkDeleteBody : JOB_TEXT.confirmBulkBody,
    }),
  };

  return (
    <>
      <ListCard
        title={JOB_TEXT.heading}
        create={canEdit ? { label: JOB_TEXT.add, onClick: dialog.openCreate } : undefined}
        headerActions={<ImportLink kind="jobs" />}
        bodyClassName="p-4"
        view={view}
        data={jobs}
        text={LIST_TEXT}
        rowLabel={(job) => job.title}
        cells={JOB_CELLS}
        actions={actions}
        filterOptions={{ category: options.categories, job_type: options.jobTypes }}
        searchedFilters={SEARCHED_FILTERS}
        bulk={bulkActions}
        exportFile={{ endpoint: endpoints.jobs.export, fileName: JOB_TEXT.exportFileName }}
      />
      <JobFormModal
        key={dialog.key}
        job={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
      {deletion.dialog}
    </>
  );
}
