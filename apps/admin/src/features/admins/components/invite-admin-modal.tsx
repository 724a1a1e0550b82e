import {
  ROLES,
  ROLE_LABELS,
  inviteAdminBody,
  type InvitationResponse,
  type Role,
} from '@job-board/contract';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { registerField } from '../../../lib/register-field';
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
  /** Says how the invitation went (mailed, or the link to hand over); the modal has closed. */
  onSent: (result: InvitationResponse) => void;
};

const MODAL_TEXT = {
  title: ADMINS_TEXT.inviteTitle,
  submit: ADMINS_TEXT.inviteSubmit,
  saving: ADMINS_TEXT.inviting,
};

/**
 * Invites a colleague by name, email and role; the server mails them a set-password link, or
 * answers with the link when no mail server is set up.
 */
export function InviteAdminModal({ isOwner, onSent, ...dialog }: InviteAdminModalProps) {
  const invite = useInviteAdmin();
  const saveForm = useSaveForm({
    schema: inviteAdminBody,
    defaultValues: { name: '', email: '', role: 'support' as Role },
    save: invite.mutateAsync,
    resetAfterSave: 'defaults',
    onSaved: (result) => {
      dialog.onOpenChange(false);
      onSent(result);
    },
    failureFallback: ADMINS_TEXT.inviteFailed,
  });
  const field = (name: 'name' | 'email' | 'role') => registerField(saveForm.form, name);
  return (
    <SaveFormModal {...dialog} saveForm={saveForm} text={MODAL_TEXT}>
      <p className="text-sm text-slate-600">{ADMINS_TEXT.inviteIntro}</p>
      <TextField label={ADMINS_TEXT.nameLabel} autoComplete="off" required {...field('name')} />
      <TextField
        label={ADMINS_TEXT.emailLabel}
        type="email"
        autoComplete="off"
        required
        {...field('email')}
      />
      <SelectField
        label={ADMINS_TEXT.roleLabel}
        options={roleOptions(isOwner)}
        required
        {...field('role')}
      />
    </SaveFormModal>
  );
}
