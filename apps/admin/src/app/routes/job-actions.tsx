import type { JobBulkAction, JobItem } from '@job-board/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteConfirmation } from '../../components/list/use-delete-confirmation';
import { Button } from '../../components/ui/button';
import type { RowMenuItem } from '../../components/ui/row-menu';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../../lib/permissions';
import { useDeleteJob, useJobsBulk } from '../../features/jobs/api/jobs';
import { JobDeleteConsequence } from '../../features/jobs/components/job-delete-consequence';
import { JobFormModal } from '../../features/jobs/components/job-form-modal';
import { JOB_TEXT } from '../../features/jobs/messages';
import { useJobRecord } from '../../features/records/api/records';
import { RECORD_TEXT } from '../../features/records/messages';

/** What a job's actions need to know of it: a job record or a row of a partner's jobs. */
export type JobRef = Pick<JobItem, 'id' | 'title' | 'status' | 'published'>;

type JobAction = Exclude<JobBulkAction, 'delete'>;

/** The state changes a job offers now: publish or unpublish, activate or pause. */
const jobStateActions = (job: JobRef): JobAction[] => [
  job.published ? 'unpublish' : 'publish',
  job.status === 'active' ? 'pause' : 'activate',
];

/** Edits a job by id: its record is loaded (at once when its page has it), then the job form. */
function JobEditModal({ id, onClose }: { id: number; onClose: () => void }) {
  const job = useJobRecord(id);
  const [open, setOpen] = useState(true);
  if (!job.data) return null;
  return (
    <JobFormModal
      job={job.data}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    />
  );
}

/**
 * The jobs list's actions on one job, for a record page: edit in the jobs list's form, publish,
 * unpublish, activate or pause (the list's bulk action on this one job), and delete after the
 * list's confirmation (`onDeleted` then, e.g. to go back to the list); `items` and `dialogs` are
 * a record list's row menu. Null for a role without jobs.write, which sees none of them.
 */
export function useJobActions({ onDeleted }: { onDeleted?: () => void } = {}): {
  edit: (job: JobRef) => void;
  run: (action: JobAction, job: JobRef) => void;
  remove: (job: JobRef) => void;
  items: (job: JobRef) => RowMenuItem[];
  dialogs: ReactNode;
} | null {
  const canEdit = usePermission('jobs.write');
  const bulk = useJobsBulk();
  const deleteJob = useDeleteJob();
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useDeleteConfirmation({
    nameOf: (job: JobRef) => job.title,
    noun: JOB_TEXT.deleteNoun,
    consequence: (job) => <JobDeleteConsequence id={job.id} />,
    remove: async (job) => {
      const result = await deleteJob.mutateAsync(job);
      onDeleted?.();
      return result;
    },
  });
  const run = useCallback(
    (action: JobAction, job: JobRef) => {
      bulk
        .mutateAsync({ action, ids: [job.id] })
        .then((result) => notifySuccess(result.message))
        .catch((error: unknown) => notifyError(errorMessage(error, RECORD_TEXT.actionFailed)));
    },
    [bulk],
  );
  if (!canEdit) return null;
  const busy = (job: JobRef) => bulk.isPending && bulk.variables.ids?.includes(job.id) === true;
  return {
    edit: (job) => setEditing(job.id),
    run,
    remove: deletion.ask,
    items: (job) => [
      { label: RECORD_TEXT.edit, onSelect: () => setEditing(job.id) },
      ...jobStateActions(job).map((action) => ({
        label: JOB_TEXT.bulk[action],
        onSelect: () => run(action, job),
        disabled: busy(job),
      })),
      { label: JOB_TEXT.bulk.delete, tone: 'danger' as const, onSelect: () => deletion.ask(job) },
    ],
    dialogs: (
      <>
        {editing !== null && (
          <JobEditModal key={editing} id={editing} onClose={() => setEditing(null)} />
        )}
        {deletion.dialog}
      </>
    ),
  };
}

/**
 * The jobs list's actions as the job record page's buttons, for roles that may change jobs;
 * after a delete, back to the jobs list.
 */
export function JobRecordActions({ job }: { job: JobRef }) {
  const navigate = useNavigate();
  const actions = useJobActions({ onDeleted: () => void navigate('/jobs') });
  if (!actions) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => actions.edit(job)}>
        {RECORD_TEXT.edit}
      </Button>
      {jobStateActions(job).map((action) => (
        <Button key={action} variant="secondary" size="sm" onClick={() => actions.run(action, job)}>
          {JOB_TEXT.bulk[action]}
        </Button>
      ))}
      <Button variant="danger" size="sm" onClick={() => actions.remove(job)}>
        {JOB_TEXT.bulk.delete}
      </Button>
      {actions.dialogs}
    </div>
  );
}
