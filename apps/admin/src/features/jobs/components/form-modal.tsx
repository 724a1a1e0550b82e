import type { FormEventHandler, ReactNode } from 'react';
import { FormModal as SharedFormModal } from '../../../components/ui/form-modal';
import { FORM_TEXT } from '../messages';

/** Whether a modal is open, and how it asks to close. */
export type ModalOpenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type FormModalProps = ModalOpenProps & {
  title: string;
  isEdit: boolean;
  isPending: boolean;
  notice: string | null;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  size?: 'md' | 'lg';
};

/** A create or edit form of the Jobs screen: Save or Update, with their pending texts. */
export function FormModal({ isEdit, isPending, failure, ...props }: FormModalProps) {
  const submitLabel = isEdit
    ? isPending
      ? FORM_TEXT.updating
      : FORM_TEXT.update
    : isPending
      ? FORM_TEXT.creating
      : FORM_TEXT.create;
  return (
    <SharedFormModal {...props} isPending={isPending} error={failure} submitLabel={submitLabel} />
  );
}
