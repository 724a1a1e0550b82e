import type { FieldValues } from 'react-hook-form';
import {
  FormModal,
  saveFormModalProps,
  type FormModalProps,
  type SaveFormState,
} from '../../../components/ui/form-modal';
import { useSaveForm, type SaveFormOptions } from '../../../lib/use-save-form';
import { closeOnDismiss } from './close-on-dismiss';

type SubscriptionSaveFormOptions<Values extends FieldValues, Parsed, Result> = Omit<
  SaveFormOptions<Values, Parsed, Result>,
  'success' | 'onSaved'
> & {
  /** The toast once the server has saved the record. */
  savedMessage: string;
  onClose: () => void;
};

/**
 * `useSaveForm` for a feature or package modal: a success toast, then the modal closes. Its
 * `close` is the modal's way out (SubscriptionFormModal's Cancel, Esc).
 */
export function useSubscriptionSaveForm<Values extends FieldValues, Parsed, Result>({
  savedMessage,
  onClose,
  ...options
}: SubscriptionSaveFormOptions<Values, Parsed, Result>) {
  const saveForm = useSaveForm({
    ...options,
    success: { message: savedMessage, toast: true },
    onSaved: onClose,
  });
  return { ...saveForm, close: onClose };
}

type SubscriptionFormModalProps = Pick<
  FormModalProps,
  'title' | 'submitLabel' | 'size' | 'children'
> & {
  saveForm: SaveFormState & { close: () => void };
};

/** The modal of a feature or package form: shown while it exists, closing it closes the form. */
export function SubscriptionFormModal({ saveForm, ...props }: SubscriptionFormModalProps) {
  return (
    <FormModal
      {...props}
      {...saveFormModalProps(saveForm)}
      open
      onOpenChange={closeOnDismiss(saveForm.close)}
    />
  );
}
