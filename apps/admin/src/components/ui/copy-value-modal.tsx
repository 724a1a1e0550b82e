import { useRef, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { Button } from './button';
import { FormError } from './form-error';
import { FormNotice } from './form-notice';
import { Modal } from './modal';
import { TextField } from './text-field';

export type CopyValueText = { copy: string; copied: string; copyFailed: string; done: string };

export type CopyValueModalProps = {
  title: string;
  /** What the value is and what to do with it. */
  message: string;
  /** The label of the value's field. */
  label: string;
  value: string;
  text: CopyValueText;
  onClose: () => void;
};

/**
 * A value to hand on (a secret shown once, an invitation link): in a read-only field (always
 * visible, selected when focused) with a Copy button. When the browser refuses the clipboard,
 * the value is selected in its field so the person can copy it with the keyboard.
 */
export function CopyValueModal({
  title,
  message,
  label,
  value,
  text,
  onClose,
}: CopyValueModalProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    const done = await copyText(value);
    setCopied(done);
    if (!done) {
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={<Button onClick={onClose}>{text.done}</Button>}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{message}</p>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            ref={field}
            label={label}
            value={value}
            readOnly
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1"
            inputClassName="font-mono"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {text.copy}
          </Button>
        </div>
        {copied === true && <FormNotice>{text.copied}</FormNotice>}
        {copied === false && <FormError>{text.copyFailed}</FormError>}
      </div>
    </Modal>
  );
}
