import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { MessagesForm } from './messages-form';
import { Modal, type ModalProps } from './modal';
import { UNSAVED_CHANGES_TEXT } from './unsaved-changes-guard';

export type FormModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  size?: ModalProps['size'];
  /** The submit button's text ("Save", "Saving...", "Update Package"). */
  submitLabel: string;
  isPending: boolean;
  /** A success message shown above the fields. */
  notice?: string | null;
  /** A failure not tied to one field, shown above the fields. */
  error?: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields hold unsaved changes: closing asks first. */
  isDirty?: boolean;
  /**
   * Offers "Save and add another" beside the submit button: saves and keeps the modal open for
   * the next record, resolving true once saved.
   */
  onAddAnother?: () => Promise<boolean>;
  children: ReactNode;
};

export const FORM_MODAL_TEXT = {
  addAnother: 'Save and add another',
  requiredNote: 'Fields marked * are required.',
} as const;

/** Where the admin types next: the form's first field. */
const FIRST_FIELD =
  'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable=true]';

/** The words of the dialog that asks before closing a form with unsaved changes. */
const DISCARD_DIALOG_TEXT = {
  title: UNSAVED_CHANGES_TEXT.discardTitle,
  body: UNSAVED_CHANGES_TEXT.discardBody,
  confirmLabel: UNSAVED_CHANGES_TEXT.discard,
  cancelLabel: UNSAVED_CHANGES_TEXT.cancel,
};

/**
 * A form in a modal: its messages above the fields, Cancel and submit in the footer. While the
 * form is saving, the submit button is busy and the modal cannot be closed; while it holds unsaved
 * changes, closing it (Cancel, Esc, a click outside) asks first. A form with required fields
 * (marked * by their fields) says what the asterisk means above them.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  size,
  submitLabel,
  isPending,
  notice,
  error,
  onSubmit,
  isDirty = false,
  onAddAnother,
  children,
}: FormModalProps) {
  const formId = useId();
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => {
    if (isPending) return;
    if (isDirty) setAskDiscard(true);
    else onOpenChange(false);
  };
  const addAnother = async () => {
    if (!onAddAnother || !(await onAddAnother())) return;
    document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isPending}>
            Cancel
          </Button>
          {onAddAnother && (
            <Button variant="secondary" onClick={() => void addAnother()} disabled={isPending}>
              {FORM_MODAL_TEXT.addAnother}
            </Button>
          )}
          <Button type="submit" form={formId} busy={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <MessagesForm
        id={formId}
        onSubmit={onSubmit}
        notice={notice}
        error={error}
        className="group/form flex flex-col gap-4"
      >
        {/* Shown only while the form holds a required control. */}
        <p className="hidden text-xs text-slate-600 group-has-[[aria-required=true]]/form:block group-has-[[required]]/form:block">
          {FORM_MODAL_TEXT.requiredNote}
        </p>
        {children}
      </MessagesForm>
      <ConfirmDialog
        {...DISCARD_DIALOG_TEXT}
        open={askDiscard}
        onOpenChange={setAskDiscard}
        onConfirm={() => {
          setAskDiscard(false);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

/** What FormModal needs of a `useSaveForm` form. */
export type SaveFormState = {
  submit: FormEventHandler<HTMLFormElement>;
  notice: string | null;
  formError: string | null;
  isSaving: boolean;
  isDirty: boolean;
  /** A create form's "Save and add another" (`useRecordModalForm`). */
  submitAndAddAnother?: () => Promise<boolean>;
};

/** The FormModal props a `useSaveForm` form decides: submit, messages and the saving state. */
export function saveFormModalProps(saveForm: SaveFormState) {
  return {
    onSubmit: saveForm.submit,
    isDirty: saveForm.isDirty,
    notice: saveForm.notice,
    error: saveForm.formError,
    isPending: saveForm.isSaving,
    onAddAnother: saveForm.submitAndAddAnother,
  };
}

/** A modal form's words: its title, the submit button's text, and that text while saving. */
export type SaveFormModalText = { title: string; submit: string; saving: string };

type SaveFormModalProps = Pick<FormModalProps, 'open' | 'onOpenChange' | 'size' | 'children'> & {
  saveForm: SaveFormState;
  text: SaveFormModalText;
};

/** A FormModal run by a `useSaveForm` form: its submit, messages, saving state and words. */
export function SaveFormModal({ saveForm, text, ...props }: SaveFormModalProps) {
  return (
    <FormModal
      {...props}
      {...saveFormModalProps(saveForm)}
      title={text.title}
      submitLabel={saveForm.isSaving ? text.saving : text.submit}
    />
  );
}
