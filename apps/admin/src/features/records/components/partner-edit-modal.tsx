import {
  RECORD_EDIT_MESSAGES,
  updatePartnerBody,
  type PartnerRecord,
  type UpdatePartnerBody,
} from '@job-board/contract';
import type { z } from 'zod';
import { useUpdatePartner } from '../api/record-actions';
import { RECORD_TEXT } from '../messages';
import { ProfileFormModal, type ProfileField } from './profile-form-modal';

type Values = z.input<typeof updatePartnerBody>;

const FIELDS: readonly ProfileField<Values>[] = [
  { name: 'name', label: 'Company name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'bio', label: 'Bio', multiline: true },
];

/** Edits a partner's company name, email and bio from their record page. */
export function PartnerEditModal({
  partner,
  open,
  onOpenChange,
}: {
  partner: PartnerRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePartner();
  return (
    <ProfileFormModal<Values, UpdatePartnerBody>
      open={open}
      onOpenChange={onOpenChange}
      title={RECORD_TEXT.editPartner}
      schema={updatePartnerBody}
      defaultValues={{ name: partner.name, email: partner.email, bio: partner.bio ?? '' }}
      fields={FIELDS}
      save={(body) => update.mutateAsync({ id: partner.id, body })}
      updated={RECORD_EDIT_MESSAGES.partnerUpdated}
    />
  );
}
