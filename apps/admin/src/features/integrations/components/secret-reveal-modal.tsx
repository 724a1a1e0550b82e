import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { INTEGRATIONS_TEXT } from '../messages';

/** A value the server gives once (a signing secret, an API key), with what to do about it. */
export type RevealedSecret = {
  title: string;
  /** The label of the value's field ("Signing secret", "API key"). */
  label: string;
  value: string;
  /** What the server's change means ("…Copy it now: it is shown once."). */
  message: string;
};

type SecretRevealModalProps = { secret: RevealedSecret; onClose: () => void };

/**
 * Shows a secret once: in a read-only field (always visible, selected when focused) with a Copy
 * button. Copying uses the clipboard API; when the browser refuses, the value is selected in its
 * field so the person can copy it with the keyboard.
 */
export function SecretRevealModal({ secret, onClose }: SecretRevealModalProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  const selectValue = () => {
    field.current?.focus();
    field.current?.select();
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(secret.value);
      setCopied(true);
    } catch {
      setCopied(false);
      selectValue();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={secret.title}
      footer={<Button onClick={onClose}>{INTEGRATIONS_TEXT.done}</Button>}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{secret.message}</p>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            ref={field}
            label={secret.label}
            value={secret.value}
            readOnly
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1"
            inputClassName="font-mono"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {INTEGRATIONS_TEXT.copy}
          </Button>
        </div>
        {copied === true && <FormNotice>{INTEGRATIONS_TEXT.copied}</FormNotice>}
        {copied === false && <FormError>{INTEGRATIONS_TEXT.copyFailed}</FormError>}
      </div>
    </Modal>
  );
}
