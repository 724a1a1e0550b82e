import { changePasswordBody } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { registerField } from '../../../lib/register-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useChangePassword } from '../api/use-account';
import { ACCOUNT_TEXT } from '../messages';
import { SectionSaveFooter } from './section-save-footer';

const TEXT = ACCOUNT_TEXT.password;

const FIELDS = [
  { name: 'current_password', label: TEXT.current, autoComplete: 'current-password' },
  { name: 'password', label: TEXT.new, autoComplete: 'new-password', hint: TEXT.hint },
  { name: 'password_confirmation', label: TEXT.confirm, autoComplete: 'new-password' },
] as const;

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

  return (
    <Card title={TEXT.title}>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            type="password"
            required
            {...field}
            {...registerField(form, name)}
          />
        ))}
        <SectionSaveFooter formError={formError} notice={notice} isSaving={isSaving} text={TEXT} />
      </form>
    </Card>
  );
}
