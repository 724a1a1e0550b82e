import type { TwoFactorSignInBody } from '@job-board/contract';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { authStore } from '../../../lib/auth-store';
import { useSaveForm } from '../../../lib/use-save-form';
import { SECOND_FACTOR_TEXT } from '../messages';

/** Both fields unchecked: the server's answer decides (as on the password step). */
const uncheckedSecondFactor = z.object({ code: z.string(), recovery_code: z.string() });

type Mode = 'code' | 'recovery';

const linkClassName =
  'text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline focus-visible:underline';

/**
 * After a correct password, for an admin with two-factor sign-in: the 6-digit code from the
 * authenticator app, or one recovery code. Success signs in exactly as the password did (the
 * guest-only guard then takes the admin on); "Back to Login" starts over.
 */
export function SecondFactorForm({
  challenge,
  onStartOver,
}: {
  challenge: string;
  onStartOver: () => void;
}) {
  const [mode, setMode] = useState<Mode>('code');
  const { form, submit, formError, isSaving } = useSaveForm({
    schema: uncheckedSecondFactor,
    defaultValues: { code: '', recovery_code: '' },
    save: (values) => {
      const body: TwoFactorSignInBody =
        mode === 'code'
          ? { challenge, code: values.code }
          : { challenge, recovery_code: values.recovery_code };
      return authStore.completeSecondFactor(body);
    },
    failureFallback: SECOND_FACTOR_TEXT.failed,
  });
  const { errors } = form.formState;

  const switchMode = () => {
    form.clearErrors();
    setMode(mode === 'code' ? 'recovery' : 'code');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {mode === 'code' ? SECOND_FACTOR_TEXT.intro : SECOND_FACTOR_TEXT.recoveryIntro}
      </p>
      <FormError>{formError}</FormError>
      {mode === 'code' ? (
        <TextField
          key="code"
          label={SECOND_FACTOR_TEXT.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          error={errors.code?.message}
          {...form.register('code')}
        />
      ) : (
        <TextField
          key="recovery"
          label={SECOND_FACTOR_TEXT.recoveryCodeLabel}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          error={errors.recovery_code?.message}
          {...form.register('recovery_code')}
        />
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={linkClassName} onClick={switchMode}>
          {mode === 'code'
            ? SECOND_FACTOR_TEXT.useRecoveryCode
            : SECOND_FACTOR_TEXT.useAuthenticator}
        </button>
        <button type="button" className={linkClassName} onClick={onStartOver}>
          {SECOND_FACTOR_TEXT.startOver}
        </button>
      </div>
      <Button type="submit" disabled={isSaving} className="w-full">
        {isSaving ? SECOND_FACTOR_TEXT.verifying : SECOND_FACTOR_TEXT.verify}
      </Button>
    </form>
  );
}
