import { acceptInvitationBody, endpoints } from '@job-board/contract';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { BackToLoginLink } from '../../components/layout/back-to-login-link';
import { FormError } from '../../components/ui/form-error';
import { NewPasswordForm, type NewPasswordFormText } from '../../components/ui/new-password-form';
import { api } from '../../lib/api-client';
import { useSaveForm } from '../../lib/use-save-form';
import { ADMINS_TEXT } from './messages';

/** The signed-out card, its form and the way back to login. */
function InvitationLayout({ children }: { children: ReactNode }) {
  return (
    <AuthLayout title={ADMINS_TEXT.invitationTitle} intro={ADMINS_TEXT.invitationIntro}>
      <div className="flex flex-col gap-4">
        {children}
        <BackToLoginLink>{ADMINS_TEXT.backToLogin}</BackToLoginLink>
      </div>
    </AuthLayout>
  );
}

const FORM_TEXT: NewPasswordFormText = {
  email: ADMINS_TEXT.emailLabel,
  password: ADMINS_TEXT.passwordLabel,
  confirmation: ADMINS_TEXT.confirmPasswordLabel,
  submit: ADMINS_TEXT.acceptButton,
  saving: ADMINS_TEXT.accepting,
};

/** A password for the invited account; on success the login screen shows the server's words. */
function InvitationForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const saveForm = useSaveForm({
    schema: acceptInvitationBody,
    defaultValues: { email, token, password: '', password_confirmation: '' },
    save: (body) => api(endpoints.admins.acceptInvitation, { body }),
    // The login screen shows `notice` from the navigation state (as after a password reset).
    onSaved: (result) => navigate('/login', { replace: true, state: { notice: result.message } }),
    failureFallback: ADMINS_TEXT.acceptFailed,
  });
  const { errors } = saveForm.form.formState;
  // The link (its token) has no field of its own: what the server says of it goes on top.
  const failure = [errors.token?.message, saveForm.formError].filter(Boolean).join(' ') || null;
  return <NewPasswordForm saveForm={saveForm} failure={failure} text={FORM_TEXT} />;
}

/** The page the invitation email links to (/admin/invitation?token=…&email=…). */
export function InvitationScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  return (
    <InvitationLayout>
      {token && email ? (
        <InvitationForm email={email} token={token} />
      ) : (
        <FormError>{ADMINS_TEXT.invitationIncomplete}</FormError>
      )}
    </InvitationLayout>
  );
}
