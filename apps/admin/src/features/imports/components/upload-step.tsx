import type { ImportItem, ImportKind } from '@job-board/contract';
import { useState, type FormEvent } from 'react';
import { ComboboxField } from '../../../components/ui/combobox-field';
import { MessagesForm } from '../../../components/ui/messages-form';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { PARTNER_COMBOBOX } from '../../../lib/partner-choices';
import { useUploadImport } from '../api/imports';
import { IMPORT_TEXT } from '../messages';

type UploadStepProps = {
  kind: ImportKind;
  /** The form's id, for the dialog's submit button. */
  formId: string;
  onUploaded: (item: ImportItem) => void;
  onPendingChange: (pending: boolean) => void;
};

/** The file to import (and, for jobs, the partner they are for). */
export function UploadStep({ kind, formId, onUploaded, onPendingChange }: UploadStepProps) {
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [partnerId, setPartnerId] = useState('');
  const [errors, setErrors] = useState<{ file?: string; partner?: string; form?: string }>({});
  const forJobs = kind === 'jobs';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = {
      ...(file ? {} : { file: IMPORT_TEXT.fileRequired }),
      ...(forJobs && partnerId === '' ? { partner: IMPORT_TEXT.partnerRequired } : {}),
    };
    setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    onPendingChange(true);
    try {
      const answer = await upload.mutateAsync({
        kind,
        file,
        partnerId: forJobs ? Number(partnerId) : null,
      });
      onUploaded(answer.data);
    } catch (error) {
      setErrors({ form: errorMessage(error, IMPORT_TEXT.uploadFailed) });
    } finally {
      onPendingChange(false);
    }
  }

  return (
    <MessagesForm
      id={formId}
      onSubmit={(event) => void submit(event)}
      error={errors.form}
      className="flex flex-col gap-4"
    >
      {forJobs && (
        <ComboboxField
          {...PARTNER_COMBOBOX}
          label={IMPORT_TEXT.partnerLabel}
          hint={IMPORT_TEXT.partnerHint}
          value={partnerId}
          onChange={setPartnerId}
          error={errors.partner}
          required
        />
      )}
      <TextField
        type="file"
        accept=".csv,text/csv"
        label={IMPORT_TEXT.fileLabel}
        hint={IMPORT_TEXT.fileHint}
        error={errors.file}
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
    </MessagesForm>
  );
}
