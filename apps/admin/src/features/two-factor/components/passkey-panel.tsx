import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { MessagesForm } from '../../../components/ui/messages-form';
import {
  PasskeyNameField,
  passkeyNameFormOptions,
} from '../../../components/ui/passkey-name-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notifySuccess } from '../../../components/ui/toasts';
import { registerField } from '../../../lib/register-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useAddPasskey } from '../api/use-two-factor';
import { TWO_FACTOR_TEXT } from '../messages';

/**
 * Enrolment with a passkey: a name (this browser and system by default), then the browser's
 * prompt; the signed-in admin's details are read again after, so the gate lets them go. Where
 * the browser cannot create passkeys it says so when a passkey is the only way, else stays away.
 */
export function PasskeyPanel({ isOnlyWay }: { isOnlyWay: boolean }) {
  const add = useAddPasskey();
  // Read once: whether this browser can create passkeys does not change while the page is open.
  const [canAdd] = useState(browserSupportsWebAuthn);
  const { form, submit, formError, isSaving } = useSaveForm({
    ...passkeyNameFormOptions(),
    save: (values) => add.mutateAsync(values),
    onSaved: (result) => notifySuccess(result.message),
    failureFallback: TWO_FACTOR_TEXT.addPasskeyFailed,
  });

  // A browser without passkeys is offered the authenticator app alone, unless a passkey is a must.
  if (!canAdd && !isOnlyWay) return null;
  return (
    <Card title={TWO_FACTOR_TEXT.passkeyHeading}>
      <p className="text-sm text-slate-600">{TWO_FACTOR_TEXT.passkeyIntro}</p>
      {canAdd ? (
        <MessagesForm
          onSubmit={submit}
          error={formError}
          className="mt-4 flex max-w-md flex-col gap-3"
        >
          <PasskeyNameField
            label={TWO_FACTOR_TEXT.passkeyNameLabel}
            hint={TWO_FACTOR_TEXT.passkeyNameHint}
            {...registerField(form, 'name')}
          />
          <div>
            <SubmitButton
              isSaving={isSaving}
              busy={isSaving}
              label={TWO_FACTOR_TEXT.addPasskey}
              savingLabel={TWO_FACTOR_TEXT.addingPasskey}
            />
          </div>
        </MessagesForm>
      ) : (
        <p className="mt-4 text-sm font-medium text-amber-800">
          {TWO_FACTOR_TEXT.passkeyUnsupported}
        </p>
      )}
    </Card>
  );
}
