import {
  KYC_ADMIN_COMMENT_MAX,
  kycVerifyFields,
  type KycBulkAction,
  type KycRejectionReason,
} from '@job-board/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { KYC_TEXT } from '../messages';
import { rejectionReasonForm, requireWordsForOther } from '../rejection-reason-form';
import { RejectionReasonFields } from './rejection-reason-fields';

/** What a bulk decision sends besides its action and records: one comment, one reason. */
export type KycBulkDetails = {
  admin_comment?: string | null;
  reason?: KycRejectionReason;
  reason_text?: string | null;
};

const comment = kycVerifyFields.shape.admin_comment;

const approveForm = z
  .object({ reason: z.string(), reason_text: z.string(), admin_comment: comment })
  .transform((values): KycBulkDetails =>
    values.admin_comment ? { admin_comment: values.admin_comment } : {},
  );

const rejectForm = rejectionReasonForm
  .extend({ admin_comment: comment })
  .superRefine(requireWordsForOther)
  .transform((values): KycBulkDetails => ({
    reason: values.reason,
    ...(values.reason === 'other' ? { reason_text: values.reason_text ?? null } : {}),
    ...(values.admin_comment ? { admin_comment: values.admin_comment } : {}),
  }));

const EMPTY = { reason: '', reason_text: '', admin_comment: '' };

type KycBulkDialogProps = {
  /** The action asked for; the dialog is open while it is set. Mount one per action (`key`). */
  action: KycBulkAction | null;
  /** How many verifications it would decide. */
  count: number;
  onOpenChange: (open: boolean) => void;
  /** Runs the bulk decision; the dialog closes once it has answered. */
  onConfirm: (details: KycBulkDetails) => Promise<unknown>;
};

/**
 * Confirms a bulk approval or rejection, naming how many verifications it decides: one comment
 * for all and, for a rejection, one reason (with words for "other").
 */
export function KycBulkDialog({ action, count, onOpenChange, onConfirm }: KycBulkDialogProps) {
  const rejecting = action === 'reject';
  const save = useSaveForm({
    schema: rejecting ? rejectForm : approveForm,
    defaultValues: EMPTY,
    save: onConfirm,
    resetAfterSave: 'defaults',
    onSaved: () => onOpenChange(false),
    failureFallback: KYC_TEXT.bulkFailed,
  });
  const { register, watch, reset, formState } = save.form;
  const isOther = rejecting && watch('reason') === 'other';
  const open = action !== null;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={rejecting ? KYC_TEXT.bulkRejectTitle(count) : KYC_TEXT.bulkApproveTitle(count)}
      submitLabel={
        save.isSaving
          ? KYC_TEXT.bulkSubmitting
          : rejecting
            ? KYC_TEXT.bulkRejectSubmit(count)
            : KYC_TEXT.bulkApproveSubmit(count)
      }
      {...saveFormModalProps(save)}
    >
      <p className="text-sm text-slate-600">
        {rejecting ? KYC_TEXT.bulkRejectBody : KYC_TEXT.bulkApproveBody}
      </p>
      {rejecting && (
        <RejectionReasonFields
          reason={{ ...register('reason'), error: formState.errors.reason?.message }}
          reasonText={{ ...register('reason_text'), error: formState.errors.reason_text?.message }}
          isOther={isOther}
        />
      )}
      <TextareaField
        label={KYC_TEXT.bulkCommentLabel}
        rows={3}
        maxLength={KYC_ADMIN_COMMENT_MAX}
        error={formState.errors.admin_comment?.message}
        {...register('admin_comment')}
      />
    </FormModal>
  );
}
