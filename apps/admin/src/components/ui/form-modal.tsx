import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FormError } from './form-error';
import { FormNotice } from './form-notice';
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
  children: ReactNode;
};

/**
 * A form in a modal: its messages above the fields, Cancel and submit in the footer. While the
 * form is saving, the submit button is busy and the modal cannot be closed; while it holds unsaved
 * changes, closing it (Cancel, Esc, a click outside) asks first.
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
  children,
}: FormModalProps) {
  const formId = useId();
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => {
    if (isPending) return;
    if (isDirty) setAskDiscard(true);
    else onOpenChange(false);
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
          <Button
            type="submit"
            form={formId}
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormNotice>{notice}</FormNotice>
        <FormError>{error}</FormError>
        {children}
      </form>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title={UNSAVED_CHANGES_TEXT.discardTitle}
        body={UNSAVED_CHANGES_TEXT.discardBody}
        confirmLabel={UNSAVED_CHANGES_TEXT.discard}
        cancelLabel={UNSAVED_CHANGES_TEXT.cancel}
        onConfirm={() => {
          setAskDiscard(false);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

/** The FormModal props a `useSaveForm` form decides: submit, messages and the saving state. */
export function saveFormModalProps(saveForm: {
  submit: FormEventHandler<HTMLFormElement>;
  notice: string | null;
  formError: string | null;
  isSaving: boolean;
  isDirty: boolean;
}) {
  return {
    onSubmit: saveForm.submit,
    isDirty: saveForm.isDirty,
    notice: saveForm.notice,
    error: saveForm.formError,
    isPending: saveForm.isSaving,
  };
}
