import {
  RECORD_EDIT_MESSAGES,
  updateUserBody,
  type UpdateUserBody,
  type UserRecord,
} from '@job-board/contract';
import type { z } from 'zod';
import { useUpdateUser } from '../api/record-actions';
import { RECORD_TEXT } from '../messages';
import { ProfileFormModal, type ProfileField } from './profile-form-modal';

type Values = z.input<typeof updateUserBody>;

const FIELDS: readonly ProfileField<Values>[] = [
  { name: 'first_name', label: 'First name', required: true },
  { name: 'last_name', label: 'Last name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'profession', label: 'Profession' },
];

/** Edits a user's name, email and profession from their record page. */
export function UserEditModal({
  user,
  open,
  onOpenChange,
}: {
  user: UserRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateUser();
  return (
    <ProfileFormModal<Values, UpdateUserBody>
      open={open}
      onOpenChange={onOpenChange}
      title={RECORD_TEXT.editUser}
      schema={updateUserBody}
      defaultValues={{
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        profession: user.profession ?? '',
      }}
      fields={FIELDS}
      save={(body) => update.mutateAsync({ id: user.id, body })}
      updated={RECORD_EDIT_MESSAGES.userUpdated}
    />
  );
}
