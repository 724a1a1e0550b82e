import { endpoints, JOBS_LIST, type JobBulkAction, type JobItem } from '@job-board/contract';
import { useState } from 'react';
import { ListView, type ListBulk, type ListViewText } from '../../../components/list/list-view';
import { useListView } from '../../../components/list/use-list-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/toasts';
import { usePermission } from '../../../lib/permissions';
import { PARTNER_CHOICES_TEXT, partnerChoices } from '../../../lib/partner-choices';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useDeleteJob, useJobs, useJobsBulk } from '../api/jobs';
import { JOB_TEXT } from '../messages';
import { JOB_CELLS } from './job-cells';
import { JobFormModal } from './job-form-modal';
import { useJobFormOptions } from './use-job-form-options';

const LIST_TEXT: ListViewText = {
  label: JOB_TEXT.heading,
  noun: JOB_TEXT.noun,
  loadFailed: JOB_TEXT.loadFailed,
  empty: JOB_TEXT.empty,
  noMatch: JOB_TEXT.noMatch,
  noFilterMatch: JOB_TEXT.noFilterMatch,
};

const SEARCHED_FILTERS = {
  partner: { source: partnerChoices, text: PARTNER_CHOICES_TEXT },
};

/**
 * Every job (JOBS_LIST), searched, filtered, sorted, paged and exported, its state in the URL
 * under jobs_ (the screen holds other lists); add, edit or delete one job, or act on many at once.
 */
export function JobsTable() {
  const view = useListView(JOBS_LIST, { prefix: 'jobs' });
  const jobs = useJobs(view.query);
  const remove = useDeleteJob();
  const bulk = useJobsBulk();
  const canEdit = usePermission('jobs.write');
  const dialog = useFormDialog<JobItem>();
  const options = useJobFormOptions();
  // The job stays while the dialog animates closed, so its name does not flicker.
  const [deleting, setDeleting] = useState<{ job: JobItem | null; open: boolean }>({
    job: null,
    open: false,
  });

  const bulkActions: ListBulk<JobBulkAction, typeof JOBS_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...target }),
    confirm: (action, count) => ({
      title: JOB_TEXT.confirmBulk(JOB_TEXT.bulk[action], count),
      body: action === 'delete' ? JOB_TEXT.confirmBulkDeleteBody : JOB_TEXT.confirmBulkBody,
    }),
  };

  async function deleteConfirmed() {
    if (deleting.job === null) return;
    const result = await remove.mutateAsync(deleting.job);
    notifySuccess(result.message);
  }

  return (
    <>
      <Card
        title={JOB_TEXT.heading}
        actions={
          canEdit ? (
            <Button size="sm" onClick={dialog.openCreate}>
              {JOB_TEXT.add}
            </Button>
          ) : undefined
        }
        bodyClassName="p-4"
      >
        <ListView
          view={view}
          data={jobs}
          text={LIST_TEXT}
          rowKey={(job) => job.id}
          rowLabel={(job) => job.title}
          cells={JOB_CELLS}
          actions={
            canEdit
              ? { onEdit: dialog.openEdit, onDelete: (job) => setDeleting({ job, open: true }) }
              : undefined
          }
          filterOptions={{ category: options.categories, job_type: options.jobTypes }}
          searchedFilters={SEARCHED_FILTERS}
          bulk={bulkActions}
          exportFile={{ endpoint: endpoints.jobs.export, fileName: JOB_TEXT.exportFileName }}
        />
      </Card>
      <JobFormModal
        key={dialog.key}
        job={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        name={deleting.job?.title ?? ''}
        onConfirm={deleteConfirmed}
      />
    </>
  );
}
