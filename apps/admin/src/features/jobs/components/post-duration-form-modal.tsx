import { POST_DURATION_LIMITS, type PostDurationItem } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { postDurationsApi } from '../api/post-durations';
import { POST_DURATION_TEXT } from '../messages';
import { FormModal, type ModalOpenProps } from './form-modal';
import { useModalForm } from './use-modal-form';

const isDurationInRange = (text: string) => {
  const minutes = Number(text);
  return (
    /^\d+$/.test(text) && minutes >= POST_DURATION_LIMITS.min && minutes <= POST_DURATION_LIMITS.max
  );
};

const schema = z.object({
  name: z.string().trim().min(1, POST_DURATION_TEXT.nameRequired),
  duration: z
    .string()
    .trim()
    .min(1, POST_DURATION_TEXT.durationRequired)
    .refine(isDurationInRange, POST_DURATION_TEXT.durationRange),
  is_paid: z.boolean(),
});
type PostDurationFormValues = z.infer<typeof schema>;

const EMPTY: PostDurationFormValues = { name: '', duration: '', is_paid: false };

type PostDurationFormModalProps = ModalOpenProps & { postDuration: PostDurationItem | null };

/** Creates or changes a post duration: name, minutes, and whether it is premium. */
export function PostDurationFormModal({
  postDuration,
  open,
  onOpenChange,
}: PostDurationFormModalProps) {
  const create = postDurationsApi.useCreate();
  const update = postDurationsApi.useUpdate();
  const { form, modal } = useModalForm({
    resolver: zodResolver(schema),
    edited: postDuration && {
      name: postDuration.name,
      duration: String(postDuration.duration),
      is_paid: postDuration.premium,
    },
    empty: EMPTY,
    fields: ['name', 'duration', 'is_paid'],
    save: (values) => {
      const body = { ...values, duration: Number(values.duration) };
      return postDuration
        ? update.mutateAsync({ id: postDuration.id, body })
        : create.mutateAsync(body);
    },
    isPending: create.isPending || update.isPending,
    text: POST_DURATION_TEXT,
  });
  const { errors } = form.formState;

  return (
    <FormModal open={open} onOpenChange={onOpenChange} {...modal}>
      <TextField
        label={POST_DURATION_TEXT.nameLabel}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={POST_DURATION_TEXT.durationLabel}
        type="number"
        inputMode="numeric"
        min={POST_DURATION_LIMITS.min}
        max={POST_DURATION_LIMITS.max}
        step={1}
        required
        hint={POST_DURATION_TEXT.durationHint}
        error={errors.duration?.message}
        {...form.register('duration')}
      />
      <CheckboxField
        label={POST_DURATION_TEXT.premiumLabel}
        hint={POST_DURATION_TEXT.premiumHint}
        error={errors.is_paid?.message}
        {...form.register('is_paid')}
      />
    </FormModal>
  );
}
