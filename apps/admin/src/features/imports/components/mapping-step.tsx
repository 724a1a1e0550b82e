import { IMPORT_FIELDS, type ImportItem, type ImportMapping } from '@job-board/contract';
import { useState, type FormEvent } from 'react';
import { MessagesForm } from '../../../components/ui/messages-form';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useStartDryRun } from '../api/imports';
import { IMPORT_TEXT } from '../messages';

type MappingStepProps = {
  item: ImportItem;
  formId: string;
  onPendingChange: (pending: boolean) => void;
};

/** Each field of the kind with the column it is read from (matched by name, editable). */
export function MappingStep({ item, formId, onPendingChange }: MappingStepProps) {
  const dryRun = useStartDryRun();
  const [mapping, setMapping] = useState<ImportMapping>(item.mapping);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const columns = item.columns.map((name, index) => ({
    value: String(index),
    label: name || `Column ${index + 1}`,
  }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onPendingChange(true);
    try {
      setError(null);
      setFieldErrors({});
      await dryRun.mutateAsync({ id: item.id, mapping });
    } catch (failure) {
      setError(errorMessage(failure, IMPORT_TEXT.dryRunFailed));
      if (isApiError(failure)) setFieldErrors(failure.errors);
    } finally {
      onPendingChange(false);
    }
  }

  return (
    <MessagesForm
      id={formId}
      onSubmit={(event) => void submit(event)}
      error={error}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-600">
        {IMPORT_TEXT.mappingIntro(item.file_name, item.row_count)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {IMPORT_FIELDS[item.kind].map((field) => (
          <SelectField
            key={field.name}
            label={field.key ? `${field.label} ${IMPORT_TEXT.keyField}` : field.label}
            required={field.key === true}
            options={columns}
            placeholder={IMPORT_TEXT.notImported}
            value={
              mapping[field.name] === null || mapping[field.name] === undefined
                ? ''
                : String(mapping[field.name])
            }
            error={fieldErrors[field.name]?.[0]}
            onChange={(event) =>
              setMapping({
                ...mapping,
                [field.name]: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          />
        ))}
      </div>
    </MessagesForm>
  );
}
