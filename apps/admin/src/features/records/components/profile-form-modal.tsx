import type { z } from 'zod';
import type { FieldValues, Path } from 'react-hook-form';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { recordSubmitLabel } from '../../../lib/record-form';
import { registerField } from '../../../lib/register-field';
import { useRecordModalForm } from '../../../lib/use-modal-save-form';

export type ProfileField<Values> = {
  name: Path<Values>;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
  /** A longer text (a bio), in a text area. */
  multiline?: boolean;
};

type ProfileFormModalProps<Values extends FieldValues, Parsed> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The contract's body schema: what the server checks is checked before sending. */
  schema: z.ZodType<Parsed, Values>;
  defaultValues: Values;
  fields: readonly ProfileField<Values>[];
  save: (values: Parsed) => Promise<unknown>;
  /** The edit's success message, shown in the modal (which stays open with the saved values). */
  updated: string;
};

/**
 * Edits a record's profile (a user's, a partner's) in a modal: text fields checked by the
 * contract's schema, the server's field errors under their fields.
 */
export function ProfileFormModal<Values extends FieldValues, Parsed>({
  open,
  onOpenChange,
  title,
  schema,
  defaultValues,
  fields,
  save,
  updated,
}: ProfileFormModalProps<Values, Parsed>) {
  const saveForm = useRecordModalForm({
    schema,
    defaultValues,
    save,
    isEdit: true,
    text: { created: updated, updated },
    onOpenChange,
  });
  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={recordSubmitLabel(true, saveForm.isSaving)}
    >
      {fields.map((field) =>
        field.multiline ? (
          <TextareaField
            key={field.name}
            label={field.label}
            required={field.required}
            {...registerField(saveForm.form, field.name)}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            required={field.required}
            {...registerField(saveForm.form, field.name)}
          />
        ),
      )}
    </FormModal>
  );
}
