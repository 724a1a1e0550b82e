import { KYC_MESSAGES, KYC_REJECTION_REASONS, kycVerifyFields } from '@job-board/contract';
import { z } from 'zod';

/** A rejection's reason, as the reject forms (one record, many) hold it: one from the list. */
export const rejectionReasonForm = z.object({
  reason: z.string().pipe(z.enum(KYC_REJECTION_REASONS, { error: KYC_MESSAGES.reasonRequired })),
  reason_text: kycVerifyFields.shape.reason_text,
});

/** The reject forms' rule: a few words are required when the reason is "other". */
export function requireWordsForOther(
  values: z.output<typeof rejectionReasonForm>,
  issues: z.RefinementCtx,
) {
  if (values.reason === 'other' && !values.reason_text) {
    issues.addIssue({
      code: 'custom',
      path: ['reason_text'],
      message: KYC_MESSAGES.reasonTextRequired,
    });
  }
}
