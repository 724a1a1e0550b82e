import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { FormError } from './form-error';
import { FormNotice } from './form-notice';
import { Modal, type ModalProps } from './modal';

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
  children: ReactNode;
};

/**
 * A form in a modal: its messages above the fields, Cancel and submit in the footer. While the
 * form is saving, the submit button is busy and the modal cannot be closed.
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
  children,
}: FormModalProps) {
  const formId = useId();
  const close = () => {
    if (!isPending) onOpenChange(false);
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
    </Modal>
  );
}

/** The FormModal props a `useSaveForm` form decides: submit, messages and the saving state. */
export function saveFormModalProps(saveForm: {
  submit: FormEventHandler<HTMLFormElement>;
  notice: string | null;
  formError: string | null;
  isSaving: boolean;
}) {
  return {
    onSubmit: saveForm.submit,
    notice: saveForm.notice,
    error: saveForm.formError,
    isPending: saveForm.isSaving,
  };
}
