import { ROLES, ROLE_LABELS, inviteAdminBody, type Role } from '@job-board/contract';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useInviteAdmin } from '../api/use-admins';
import { ADMINS_TEXT } from '../messages';

/** The roles one may give: every role to an owner, every role but owner to anyone else. */
export const roleOptions = (isOwner: boolean) =>
  ROLES.filter((role) => isOwner || role !== 'owner').map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));

type InviteAdminModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isOwner: boolean;
};

/** Invites a colleague by name, email and role; the server mails them a set-password link. */
export function InviteAdminModal({ open, onOpenChange, isOwner }: InviteAdminModalProps) {
  const invite = useInviteAdmin();
  const saveForm = useSaveForm({
    schema: inviteAdminBody,
    defaultValues: { name: '', email: '', role: 'support' as Role },
    save: invite.mutateAsync,
    success: (result) => ({ message: result.message, toast: true }),
    resetAfterSave: 'defaults',
    onSaved: () => onOpenChange(false),
    failureFallback: ADMINS_TEXT.inviteFailed,
  });
  const { errors } = saveForm.form.formState;
  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open={open}
      onOpenChange={onOpenChange}
      title={ADMINS_TEXT.inviteTitle}
      submitLabel={saveForm.isSaving ? ADMINS_TEXT.inviting : ADMINS_TEXT.inviteSubmit}
    >
      <p className="text-sm text-slate-600">{ADMINS_TEXT.inviteIntro}</p>
      <TextField
        label={ADMINS_TEXT.nameLabel}
        autoComplete="off"
        required
        error={errors.name?.message}
        {...saveForm.form.register('name')}
      />
      <TextField
        label={ADMINS_TEXT.emailLabel}
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...saveForm.form.register('email')}
      />
      <SelectField
        label={ADMINS_TEXT.roleLabel}
        options={roleOptions(isOwner)}
        required
        error={errors.role?.message}
        {...saveForm.form.register('role')}
      />
    </FormModal>
  );
}
