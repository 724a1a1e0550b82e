import { KYC_REASON_TEXT_MAX } from '@job-board/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { KYC_TEXT, REJECTION_REASON_OPTIONS } from '../messages';

type FieldRegistration = UseFormRegisterReturn & { error?: string };

type RejectionReasonFieldsProps = {
  /** The reason's select, registered in the form. */
  reason: FieldRegistration;
  /** The words for "other", registered in the form; shown while "other" is chosen. */
  reasonText: FieldRegistration;
  isOther: boolean;
};

/** The reason of a rejection (required) and, for "other", the words that describe it. */
export function RejectionReasonFields({ reason, reasonText, isOther }: RejectionReasonFieldsProps) {
  return (
    <>
      <SelectField
        label={KYC_TEXT.reasonLabel}
        placeholder={KYC_TEXT.reasonPlaceholder}
        options={REJECTION_REASON_OPTIONS}
        required
        {...reason}
      />
      {isOther && (
        <TextareaField
          label={KYC_TEXT.reasonTextLabel}
          required
          rows={3}
          maxLength={KYC_REASON_TEXT_MAX}
          {...reasonText}
        />
      )}
    </>
  );
}
