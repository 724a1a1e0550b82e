import { PASSKEY_NAME_MAX, passkeyRegisterBody } from '@job-board/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { notifySuccess } from '../../../components/ui/toasts';
import { useSaveForm } from '../../../lib/use-save-form';
import { describeUserAgent } from '../../../utils/describe-user-agent';
import { useAddPasskey } from '../api/use-two-factor';
import { TWO_FACTOR_TEXT } from '../messages';

const nameSchema = z.object({ name: passkeyRegisterBody.shape.name });

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
    schema: nameSchema,
    defaultValues: { name: describeUserAgent(navigator.userAgent) },
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
        <form noValidate onSubmit={submit} className="mt-4 flex max-w-md flex-col gap-3">
          <FormError>{formError}</FormError>
          <TextField
            label={TWO_FACTOR_TEXT.passkeyNameLabel}
            required
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX}
            hint={TWO_FACTOR_TEXT.passkeyNameHint}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <div>
            <Button type="submit" disabled={isSaving} aria-busy={isSaving || undefined}>
              {isSaving ? TWO_FACTOR_TEXT.addingPasskey : TWO_FACTOR_TEXT.addPasskey}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-4 text-sm font-medium text-amber-800">
          {TWO_FACTOR_TEXT.passkeyUnsupported}
        </p>
      )}
    </Card>
  );
}
