import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FormModal } from '../../../components/ui/form-modal';
import type { ModalProps } from '../../../components/ui/modal';
import { notifySuccess } from '../../../components/ui/toasts';
import { formLevelError } from '../../../lib/form-errors';

type SaveFeedbackOptions<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** The form's fields, which take the server's sentences about them. */
  fields: readonly Path<T>[];
  /** The success toast ("Package created"). */
  savedMessage: string;
  /** The form's message when the server gave none. */
  failedMessage: string;
  onClose: () => void;
};

/**
 * The outcome of saving a subscription form: on success a toast and the modal closes; on failure
 * the server's sentences go under their fields, the rest (or `failedMessage`) above the form.
 * Pass `handlers` as the options of `mutate`, after `clear()`.
 */
export function useSaveFeedback<T extends FieldValues>({
  setError,
  fields,
  savedMessage,
  failedMessage,
  onClose,
}: SaveFeedbackOptions<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    handlers: {
      onSuccess: () => {
        notifySuccess(savedMessage);
        onClose();
      },
      onError: (error: unknown) => {
        setFormError(formLevelError(error, setError, fields, failedMessage));
      },
    },
  };
}

type SubscriptionFormModalProps = {
  title: string;
  /** The submit button ("Create Package", "Update Package"). */
  submitLabel: string;
  size?: ModalProps['size'];
  isPending: boolean;
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
};

/** A package or feature form in a modal, with Cancel and submit; it cannot close while saving. */
export function SubscriptionFormModal({
  formError,
  onClose,
  ...props
}: SubscriptionFormModalProps) {
  return (
    <FormModal
      {...props}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      error={formError}
    />
  );
}
