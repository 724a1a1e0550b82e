import type { JobTypeItem } from '@job-board/contract';
import type { Column } from '../../../components/ui/data-table';
import { jobTypesApi } from '../api/job-types';
import { JOB_TYPE_TEXT } from '../messages';
import { JobTypeFormModal } from './job-type-form-modal';
import { loadStateOf } from './load-state';
import { ResourceTableCard } from './resource-table-card';
import { useClientPage } from './use-client-page';
import { useFormDialog } from './use-form-dialog';

const COLUMNS: readonly Column<JobTypeItem>[] = [
  { id: 'name', header: 'Name', value: (jobType) => jobType.name },
];

export function JobTypesTable() {
  const jobTypes = jobTypesApi.useList();
  const remove = jobTypesApi.useDelete();
  const dialog = useFormDialog<JobTypeItem>();
  const { rows, ...page } = useClientPage(jobTypes.data, 'job_types');

  return (
    <>
      <ResourceTableCard<JobTypeItem>
        title={JOB_TYPE_TEXT.heading}
        addLabel={JOB_TYPE_TEXT.add}
        onAdd={dialog.openCreate}
        columns={COLUMNS}
        rows={rows}
        rowKey={(jobType) => jobType.id}
        rowLabel={(jobType) => jobType.name}
        load={loadStateOf(jobTypes, JOB_TYPE_TEXT.loadFailed)}
        emptyMessage={JOB_TYPE_TEXT.empty}
        onEdit={dialog.openEdit}
        onDelete={(jobType) => remove.mutateAsync(jobType.id)}
        page={page}
        pagesLabel={JOB_TYPE_TEXT.pagesLabel}
      />
      <JobTypeFormModal
        key={dialog.key}
        jobType={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </>
  );
}
