import type { JobTypeItem } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { jobTypesApi } from '../api/job-types';
import { JOB_TYPE_TEXT } from '../messages';
import { FormModal, type ModalOpenProps } from './form-modal';
import { useModalForm } from './use-modal-form';

const schema = z.object({ name: z.string().trim().min(1, JOB_TYPE_TEXT.nameRequired) });
type JobTypeFormValues = z.infer<typeof schema>;

const EMPTY: JobTypeFormValues = { name: '' };

type JobTypeFormModalProps = ModalOpenProps & { jobType: JobTypeItem | null };

/** Creates a job type (name) or renames one. */
export function JobTypeFormModal({ jobType, open, onOpenChange }: JobTypeFormModalProps) {
  const create = jobTypesApi.useCreate();
  const update = jobTypesApi.useUpdate();
  const { form, modal } = useModalForm({
    resolver: zodResolver(schema),
    edited: jobType && { name: jobType.name },
    empty: EMPTY,
    fields: ['name'],
    save: (values) =>
      jobType ? update.mutateAsync({ id: jobType.id, body: values }) : create.mutateAsync(values),
    isPending: create.isPending || update.isPending,
    text: JOB_TYPE_TEXT,
  });
  const { errors } = form.formState;

  return (
    <FormModal open={open} onOpenChange={onOpenChange} {...modal}>
      <TextField
        label={JOB_TYPE_TEXT.nameLabel}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}
