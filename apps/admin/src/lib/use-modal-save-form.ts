import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { recordSaveOptions } from './record-form';
import { useSaveForm, type SaveFormOptions } from './use-save-form';

type ModalSaveFormOptions<Values extends FieldValues, Parsed, Result> = Omit<
  SaveFormOptions<Values, Parsed, Result>,
  'success' | 'onSaved'
> & {
  /** The modal's own: closed once the server has saved. */
  onOpenChange: (open: boolean) => void;
};

/** `useSaveForm` for a modal that closes once saved and shows the server's message as a toast. */
export function useModalSaveForm<
  Values extends FieldValues,
  Parsed,
  Result extends { message: string },
>({ onOpenChange, ...options }: ModalSaveFormOptions<Values, Parsed, Result>) {
  return useSaveForm({
    ...options,
    success: (result) => ({ message: result.message, toast: true }),
    onSaved: () => onOpenChange(false),
  });
}

type RecordModalFormOptions<Values extends FieldValues, Parsed, Result> = Omit<
  SaveFormOptions<Values, Parsed, Result>,
  'success' | 'resetAfterSave' | 'failureFallback'
> & {
  /** Editing a stored record; creating one otherwise. */
  isEdit: boolean;
  text: { created: string; updated: string };
  /** The modal's own: closed once a record is created. */
  onOpenChange: (open: boolean) => void;
  /** After a create that closed the modal, e.g. to open the new record. */
  onCreated?: (result: Result) => void;
};

/**
 * `useSaveForm` for a modal that creates a record or edits one (see docs/decisions.md, "Dialogs
 * that finish"). Save creates the record, says so in a toast and closes the modal (then
 * `onCreated` runs); `submitAndAddAnother` ("Save and add another") creates it and leaves the
 * modal open and blank for the next one, resolving true once saved. An edit keeps the modal open
 * with the saved values and its message.
 */
export function useRecordModalForm<Values extends FieldValues, Parsed, Result>({
  isEdit,
  text,
  onOpenChange,
  onCreated,
  onSaved,
  ...options
}: RecordModalFormOptions<Values, Parsed, Result>) {
  // Which button sent the create: read when the server has answered.
  const addAnother = useRef(false);
  const saved = useRef(false);
  const saveForm = useSaveForm({
    ...options,
    ...recordSaveOptions(isEdit, text),
    onSaved: (result, values) => {
      saved.current = true;
      onSaved?.(result, values);
      if (isEdit || addAnother.current) return;
      onOpenChange(false);
      onCreated?.(result);
    },
  });
  const { submit } = saveForm;
  const submitAndAddAnother = async () => {
    addAnother.current = true;
    saved.current = false;
    await submit();
    return saved.current;
  };
  return {
    ...saveForm,
    submit: (...args: Parameters<typeof submit>) => {
      addAnother.current = false;
      return submit(...args);
    },
    submitAndAddAnother: isEdit ? undefined : submitAndAddAnother,
  };
}
