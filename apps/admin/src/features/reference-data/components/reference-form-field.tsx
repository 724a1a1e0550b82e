import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { TextField } from '../../../components/ui/text-field';
import type { ReferenceField } from '../reference-kind';

type ReferenceFormFieldProps<Item, Values extends FieldValues, Parsed> = {
  field: ReferenceField<Item, Values>;
  form: UseFormReturn<Values, unknown, Parsed>;
  /** The record being edited; null when creating. */
  item: Item | null;
  isSaving: boolean;
  /** Changes after each create, to empty image inputs (a file input cannot be cleared by value). */
  createdCount: number;
};

/** One control of a reference-data form, as its definition describes it. */
export function ReferenceFormField<Item, Values extends FieldValues, Parsed>({
  field,
  form,
  item,
  isSaving,
  createdCount,
}: ReferenceFormFieldProps<Item, Values, Parsed>) {
  const error = form.getFieldState(field.name, form.formState).error?.message;
  switch (field.type) {
    case 'text':
      return (
        <TextField
          label={field.label}
          hint={field.hint}
          required
          error={error}
          {...form.register(field.name)}
        />
      );
    case 'integer':
      return (
        <TextField
          label={field.label}
          hint={field.hint}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          required
          error={error}
          {...form.register(field.name)}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          label={field.label}
          hint={field.hint}
          error={error}
          {...form.register(field.name)}
        />
      );
    case 'image':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <ImageUploadField
              key={createdCount}
              label={field.label}
              file={control.value}
              onFileChange={control.onChange}
              currentUrl={item && field.currentUrl(item)}
              accept="image/*"
              required={item === null}
              hint={item ? field.editHint : field.hint}
              error={error}
              disabled={isSaving}
            />
          )}
        />
      );
  }
}
