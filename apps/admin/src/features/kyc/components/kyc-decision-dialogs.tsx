import {
  KYC_MESSAGES,
  KYC_REASON_TEXT_MAX,
  KYC_REJECTION_REASONS,
  kycVerifyFields,
  type KycRejectionReason,
} from '@job-board/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { KYC_TEXT, REJECTION_REASON_OPTIONS } from '../messages';

/** What a rejection sends besides its status. */
export type Rejection = { reason: KycRejectionReason; reason_text: string | null };

/** The reject form: a reason from the list is required, and a few words when it is "other". */
const rejectForm = z
  .object({
    reason: z.string().pipe(z.enum(KYC_REJECTION_REASONS, { error: KYC_MESSAGES.reasonRequired })),
    reason_text: kycVerifyFields.shape.reason_text,
  })
  .superRefine((values, issues) => {
    if (values.reason === 'other' && !values.reason_text) {
      issues.addIssue({
        code: 'custom',
        path: ['reason_text'],
        message: KYC_MESSAGES.reasonTextRequired,
      });
    }
  })
  .transform((values): Rejection => ({
    reason: values.reason,
    // The words go with "other" only; another choice leaves none behind.
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
 * Asks for the reason of a rejection (and words for "other") before rejecting; closes once the
 * rejection has been saved, the server's refusals shown under the fields or above them.
 */
export function RejectDialog({
  open,
  onOpenChange,
  name,
  onReject,
}: DialogProps & { onReject: (rejection: Rejection) => Promise<unknown> }) {
  const save = useSaveForm({
    schema: rejectForm,
    defaultValues: { reason: '', reason_text: '' },
    save: onReject,
    resetAfterSave: 'defaults',
    onSaved: () => onOpenChange(false),
    failureFallback: KYC_TEXT.statusFailed,
  });
  const { register, watch, reset, formState } = save.form;
  const isOther = watch('reason') === 'other';

  // Every opening starts with an empty choice.
  useEffect(() => {
    if (open) reset({ reason: '', reason_text: '' });
  }, [open, reset]);

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={KYC_TEXT.rejectTitle(name)}
      submitLabel={save.isSaving ? KYC_TEXT.rejectSubmitting : KYC_TEXT.rejectSubmit}
      {...saveFormModalProps(save)}
    >
      <SelectField
        label={KYC_TEXT.reasonLabel}
        placeholder={KYC_TEXT.reasonPlaceholder}
        options={REJECTION_REASON_OPTIONS}
        required
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      {isOther && (
        <TextareaField
          label={KYC_TEXT.reasonTextLabel}
          required
          rows={3}
          maxLength={KYC_REASON_TEXT_MAX}
          error={formState.errors.reason_text?.message}
          {...register('reason_text')}
        />
      )}
    </FormModal>
  );
}
