import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * A react-hook-form field's registration with the sentence of its error, to spread on a field
 * component (TextField, SelectField…): `<TextField label="Name" {...registerField(form, 'name')} />`.
 */
export function registerField<Values extends FieldValues, Parsed>(
  form: UseFormReturn<Values, unknown, Parsed>,
  name: Path<Values>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: error?.message };
}
