import type { KycRejectionReason } from '@job-board/contract';
import { useEffect } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { useSaveForm } from '../../../lib/use-save-form';
import { KYC_TEXT } from '../messages';
import { rejectionReasonForm, requireWordsForOther } from '../rejection-reason-form';
import { RejectionReasonFields } from './rejection-reason-fields';

/** What a rejection sends besides its status. */
export type Rejection = { reason: KycRejectionReason; reason_text: string | null };

/** The reject form: the rejection's reason; the words go with "other" only. */
const rejectForm = rejectionReasonForm
  .superRefine(requireWordsForOther)
  .transform((values): Rejection => ({
    reason: values.reason,
    // Another choice than "other" leaves no words behind.
    reason_text: values.reason === 'other' ? (values.reason_text ?? null) : null,
  }));

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The verified person's name, for the title. */
  name: string;
};

/** Asks before approving; closes once the approval has been saved, shows a failure inside. */
export function ApproveDialog({
  open,
  onOpenChange,
  name,
  onApprove,
}: DialogProps & { onApprove: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={KYC_TEXT.approveTitle(name)}
      body={KYC_TEXT.approveBody}
      confirmLabel={KYC_TEXT.approveConfirm}
      cancelLabel={KYC_TEXT.cancel}
      onConfirm={onApprove}
    />
  );
}

/**
 * The reject form of one record: the reason (and words for "other"), checked before `onReject`
 * runs; every opening starts with an empty choice. Shared by the dialog of a list row and the
 * detail page's side panel.
 */
export function useRejectForm({
  open,
  onReject,
  onSaved,
}: {
  open: boolean;
  onReject: (rejection: Rejection) => Promise<unknown>;
  onSaved: () => void;
}) {
  const save = useSaveForm({
    schema: rejectForm,
    defaultValues: { reason: '', reason_text: '' },
    save: onReject,
    resetAfterSave: 'defaults',
    onSaved,
    failureFallback: KYC_TEXT.statusFailed,
  });
  const { register, watch, reset, formState } = save.form;

  useEffect(() => {
    if (open) reset({ reason: '', reason_text: '' });
  }, [open, reset]);

  const fields = (
    <RejectionReasonFields
      reason={{ ...register('reason'), error: formState.errors.reason?.message }}
      reasonText={{ ...register('reason_text'), error: formState.errors.reason_text?.message }}
      isOther={watch('reason') === 'other'}
    />
  );
  return { save, fields };
}

/**
 * Asks for the reason of a rejection (and words for "other") before rejecting; closes once the
 * rejection has been saved, the server's refusals shown under the fields or above them.
 */
export function RejectDialog({
  open,
  onOpenChange,
  name,
  onReject,
}: DialogProps & { onReject: (rejection: Rejection) => Promise<unknown> }) {
  const { save, fields } = useRejectForm({ open, onReject, onSaved: () => onOpenChange(false) });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={KYC_TEXT.rejectTitle(name)}
      submitLabel={save.isSaving ? KYC_TEXT.rejectSubmitting : KYC_TEXT.rejectSubmit}
      {...saveFormModalProps(save)}
    >
      {fields}
    </FormModal>
  );
}
