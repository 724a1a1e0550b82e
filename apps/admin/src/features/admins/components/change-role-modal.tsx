import { changeAdminRoleBody, type AdminListItem } from '@job-board/contract';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useChangeAdminRole } from '../api/use-admins';
import { ADMINS_TEXT } from '../messages';
import { roleOptions } from './invite-admin-modal';

type ChangeRoleModalProps = {
  admin: AdminListItem;
  onClose: () => void;
  isOwner: boolean;
};

/** Gives another admin a new role (the server keeps the owners' rules and says why it refuses). */
export function ChangeRoleModal({ admin, onClose, isOwner }: ChangeRoleModalProps) {
  const changeRole = useChangeAdminRole();
  const saveForm = useSaveForm({
    schema: changeAdminRoleBody,
    defaultValues: { role: admin.role },
    save: ({ role }) => changeRole.mutateAsync({ id: admin.id, role }),
    success: (result) => ({ message: result.message, toast: true }),
    onSaved: onClose,
    failureFallback: ADMINS_TEXT.changeRoleFailed,
  });
  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open
      onOpenChange={(open) => !open && onClose()}
      title={ADMINS_TEXT.changeRoleTitle(admin.name)}
      submitLabel={saveForm.isSaving ? ADMINS_TEXT.changingRole : ADMINS_TEXT.changeRoleSubmit}
    >
      <SelectField
        label={ADMINS_TEXT.roleLabel}
        options={roleOptions(isOwner)}
        error={saveForm.form.formState.errors.role?.message}
        {...saveForm.form.register('role')}
      />
    </FormModal>
  );
}
