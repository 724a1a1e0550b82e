import type { SkillItem } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { skillsApi } from '../api/skills';
import { SKILL_TEXT } from '../messages';
import { FormModal, type ModalOpenProps } from './form-modal';
import { useModalForm } from './use-modal-form';

const schema = z.object({
  name: z.string().trim().min(1, SKILL_TEXT.nameRequired),
  is_hinted: z.boolean(),
});
type SkillFormValues = z.infer<typeof schema>;

const EMPTY: SkillFormValues = { name: '', is_hinted: false };

type SkillFormModalProps = ModalOpenProps & { skill: SkillItem | null };

/** Creates or changes a skill: name and whether it is hinted. */
export function SkillFormModal({ skill, open, onOpenChange }: SkillFormModalProps) {
  const create = skillsApi.useCreate();
  const update = skillsApi.useUpdate();
  const { form, modal } = useModalForm({
    resolver: zodResolver(schema),
    edited: skill && { name: skill.name, is_hinted: skill.visible },
    empty: EMPTY,
    fields: ['name', 'is_hinted'],
    save: (values) =>
      skill ? update.mutateAsync({ id: skill.id, body: values }) : create.mutateAsync(values),
    isPending: create.isPending || update.isPending,
    text: SKILL_TEXT,
  });
  const { errors } = form.formState;

  return (
    <FormModal open={open} onOpenChange={onOpenChange} {...modal}>
      <TextField
        label={SKILL_TEXT.nameLabel}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <CheckboxField
        label={SKILL_TEXT.hintedLabel}
        hint={SKILL_TEXT.hintedHint}
        error={errors.is_hinted?.message}
        {...form.register('is_hinted')}
      />
    </FormModal>
  );
}
