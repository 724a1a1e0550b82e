import { twoFactorConfirmBody, type TwoFactorSetup } from '@job-board/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { MessagesForm } from '../../../components/ui/messages-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { registerField } from '../../../lib/register-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useConfirmSetup, useStartSetup } from '../api/use-two-factor';
import { TWO_FACTOR_TEXT } from '../messages';

/** Secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Enrolment: start → QR code and secret → first code → the recovery codes (to `onEnabled`). */
export function SetupPanel({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  if (!setup) {
    return (
      <div className="mt-4 flex flex-col items-start gap-3">
        <FormError>
          {start.error ? errorMessage(start.error, TWO_FACTOR_TEXT.setupFailed) : null}
        </FormError>
        <Button
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: (data) => setSetup(data) })}
        >
          {start.isPending ? TWO_FACTOR_TEXT.startingSetup : TWO_FACTOR_TEXT.startSetup}
        </Button>
      </div>
    );
  }
  return <ConfirmStep setup={setup} onEnabled={onEnabled} onCancel={() => setSetup(null)} />;
}

function ConfirmStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmSetup();
  const { form, submit, formError, isSaving } = useSaveForm({
    schema: twoFactorConfirmBody,
    defaultValues: { code: '' },
    save: (body) => confirm.mutateAsync(body),
    onSaved: onEnabled,
    failureFallback: TWO_FACTOR_TEXT.confirmFailed,
  });
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Card title={TWO_FACTOR_TEXT.scanHeading} headingLevel={3}>
        <p className="text-sm text-slate-600">{TWO_FACTOR_TEXT.scanHelp}</p>
        <img
          src={setup.qr}
          alt={TWO_FACTOR_TEXT.qrAlt}
          width={220}
          height={220}
          className="my-4 bg-white"
          data-otpauth-qr=""
        />
        <p className="text-sm font-medium text-slate-700">{TWO_FACTOR_TEXT.secretLabel}</p>
        <code
          aria-label={TWO_FACTOR_TEXT.secretLabel}
          className="mt-1 block rounded bg-slate-50 px-2 py-1 font-mono text-sm break-all text-slate-900"
        >
          {grouped(setup.secret)}
        </code>
      </Card>
      <Card title={TWO_FACTOR_TEXT.confirmHeading} headingLevel={3}>
        <MessagesForm onSubmit={submit} error={formError} className="flex flex-col gap-3">
          <TextField
            label={TWO_FACTOR_TEXT.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...registerField(form, 'code')}
          />
          <div className="flex gap-2">
            <SubmitButton
              isSaving={isSaving}
              label={TWO_FACTOR_TEXT.confirm}
              savingLabel={TWO_FACTOR_TEXT.confirming}
            />
            <Button variant="secondary" onClick={onCancel}>
              {TWO_FACTOR_TEXT.cancelSetup}
            </Button>
          </div>
        </MessagesForm>
      </Card>
    </div>
  );
}
