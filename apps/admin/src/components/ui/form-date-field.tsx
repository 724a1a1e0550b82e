import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-shell';
import { DateInput } from './date-input';

type FormDateFieldProps<Values extends FieldValues, Parsed> = FieldProps & {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  min?: string;
  disabled?: boolean;
};

/** A form's date field (dd/mm/yyyy on screen, yyyy-MM-dd in the form's values). */
export function FormDateField<Values extends FieldValues, Parsed = Values>({
  control,
  name,
  ...props
}: FormDateFieldProps<Values, Parsed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={props.error ?? fieldState.error?.message}
    />
  );
}
