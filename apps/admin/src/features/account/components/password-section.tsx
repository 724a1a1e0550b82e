import { changePasswordBody } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useChangePassword } from '../api/use-account';
import { ACCOUNT_TEXT } from '../messages';
import { SectionSaveFooter } from './section-save-footer';

const TEXT = ACCOUNT_TEXT.password;

/** Current password, new one and its confirmation; the server signs out the other sessions. */
export function PasswordSection() {
  const changePassword = useChangePassword();
  const { form, submit, notice, formError, isSaving } = useSaveForm({
    schema: changePasswordBody,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    save: (values) => changePassword.mutateAsync(values),
    success: (result) => ({ message: result.message }),
    resetAfterSave: 'defaults',
    failureFallback: TEXT.saveFailed,
  });
  const { errors } = form.formState;

  return (
    <Card title={TEXT.title}>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        <TextField
          label={TEXT.current}
          type="password"
          required
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={TEXT.new}
          type="password"
          required
          autoComplete="new-password"
          hint={TEXT.hint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={TEXT.confirm}
          type="password"
          required
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <SectionSaveFooter formError={formError} notice={notice} isSaving={isSaving} text={TEXT} />
      </form>
    </Card>
  );
}
