import {
  AUTH_MESSAGES,
  type SecondFactorMethod,
  type TwoFactorSignInBody,
} from '@job-board/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { z } from 'zod';
import { FormError } from '../../../components/ui/form-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { authStore } from '../../../lib/auth-store';
import { useSaveForm } from '../../../lib/use-save-form';
import { SECOND_FACTOR_TEXT } from '../messages';
import { PasskeySignInButton } from './passkey-sign-in-button';

/** Both fields unchecked: the server's answer decides (as on the password step). */
const uncheckedSecondFactor = z.object({ code: z.string(), recovery_code: z.string() });

type Mode = 'code' | 'recovery';

const linkClassName =
  'text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline focus-visible:underline';

/**
 * After a correct password, for an admin with two-factor sign-in: the 6-digit code from the
 * authenticator app, one recovery code, or a passkey, as the login's `methods` allow. An admin
 * whose role must use a passkey (no `totp` among the methods) is offered the passkey alone.
 * Success signs in exactly as the password did (the guest-only guard then takes the admin on);
 * "Back to Login" starts over.
 */
export function SecondFactorForm({
  challenge,
  methods,
  onStartOver,
}: {
  challenge: string;
  methods: readonly SecondFactorMethod[];
  onStartOver: () => void;
}) {
  // Read once: whether this browser can use passkeys does not change while the page is open.
  const [canUsePasskey] = useState(browserSupportsWebAuthn);
  const offersPasskey = methods.includes('passkey') && canUsePasskey;
  if (!methods.includes('totp')) {
    return (
      <PasskeyOnlyStep
        challenge={challenge}
        canUsePasskey={canUsePasskey}
        onStartOver={onStartOver}
      />
    );
  }
  return (
    <CodeStep
      challenge={challenge}
      offersRecoveryCode={methods.includes('recovery_code')}
      offersPasskey={offersPasskey}
      onStartOver={onStartOver}
    />
  );
}

function PasskeyOnlyStep({
  challenge,
  canUsePasskey,
  onStartOver,
}: {
  challenge: string;
  canUsePasskey: boolean;
  onStartOver: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{AUTH_MESSAGES.passkeyRequired}</p>
      {canUsePasskey ? (
        <PasskeySignInButton
          challenge={challenge}
          variant="primary"
          label={SECOND_FACTOR_TEXT.usePasskey}
          waitingLabel={SECOND_FACTOR_TEXT.passkeyWaiting}
          failureFallback={SECOND_FACTOR_TEXT.passkeyFailed}
        />
      ) : (
        <FormError>{SECOND_FACTOR_TEXT.passkeyUnsupported}</FormError>
      )}
      <div className="flex justify-end">
        <button type="button" className={linkClassName} onClick={onStartOver}>
          {SECOND_FACTOR_TEXT.startOver}
        </button>
      </div>
    </div>
  );
}

function CodeStep({
  challenge,
  offersRecoveryCode,
  offersPasskey,
  onStartOver,
}: {
  challenge: string;
  offersRecoveryCode: boolean;
  offersPasskey: boolean;
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
        {offersRecoveryCode ? (
          <button type="button" className={linkClassName} onClick={switchMode}>
            {mode === 'code'
              ? SECOND_FACTOR_TEXT.useRecoveryCode
              : SECOND_FACTOR_TEXT.useAuthenticator}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={linkClassName} onClick={onStartOver}>
          {SECOND_FACTOR_TEXT.startOver}
        </button>
      </div>
      <SubmitButton
        isSaving={isSaving}
        label={SECOND_FACTOR_TEXT.verify}
        savingLabel={SECOND_FACTOR_TEXT.verifying}
        className="w-full"
      />
      {offersPasskey && (
        <PasskeySignInButton
          challenge={challenge}
          label={SECOND_FACTOR_TEXT.usePasskey}
          waitingLabel={SECOND_FACTOR_TEXT.passkeyWaiting}
          failureFallback={SECOND_FACTOR_TEXT.passkeyFailed}
        />
      )}
    </form>
  );
}
