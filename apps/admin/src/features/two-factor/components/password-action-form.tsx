import { twoFactorPasswordBody, type TwoFactorPasswordBody } from '@job-board/contract';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { registerField } from '../../../lib/register-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { TWO_FACTOR_TEXT } from '../messages';

/** A small form asking for the current password before a change (new codes, turning off). */
export function PasswordActionForm<Result>({
  intro,
  submitLabel,
  savingLabel,
  failureFallback,
  danger = false,
  save,
  onSaved,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  savingLabel: string;
  failureFallback: string;
  danger?: boolean;
  save: (body: TwoFactorPasswordBody) => Promise<Result>;
  onSaved: (result: Result) => void;
  onCancel: () => void;
}) {
  const { form, submit, formError, isSaving } = useSaveForm({
    schema: twoFactorPasswordBody,
    defaultValues: { password: '' },
    save,
    onSaved,
    resetAfterSave: 'defaults',
    failureFallback,
  });
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex max-w-md flex-col gap-3">
      <p className="text-sm text-slate-600">{intro}</p>
      <FormError>{formError}</FormError>
      <TextField
        label={TWO_FACTOR_TEXT.passwordLabel}
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      <div className="flex gap-2">
        <SubmitButton
          variant={danger ? 'danger' : 'primary'}
          isSaving={isSaving}
          label={submitLabel}
          savingLabel={savingLabel}
        />
        <Button variant="secondary" onClick={onCancel}>
          {TWO_FACTOR_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
