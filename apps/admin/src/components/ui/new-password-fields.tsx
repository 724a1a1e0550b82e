import type { UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** What a form that sets a password from an emailed link holds (reset, invitation). */
export type NewPasswordValues = {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
};

type NewPasswordFieldsProps<Parsed> = {
  form: UseFormReturn<NewPasswordValues, unknown, Parsed>;
  labels: { email: string; password: string; confirmation: string };
};

/**
 * The account's email (from the link, read-only), the new password and its confirmation; the
 * contract's schema checks that the two match.
 */
export function NewPasswordFields<Parsed>({ form, labels }: NewPasswordFieldsProps<Parsed>) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={labels.email}
        type="email"
        readOnly
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
    </>
  );
}
