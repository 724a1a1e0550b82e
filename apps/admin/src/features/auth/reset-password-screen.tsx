import { endpoints, resetPasswordBody } from '@job-board/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/ui/form-error';
import { NewPasswordForm, type NewPasswordFormText } from '../../components/ui/new-password-form';
import { api } from '../../lib/api-client';
import { useSaveForm } from '../../lib/use-save-form';
import { AuthLayout } from '../../components/layout/auth-layout';
import { BackToLoginLink } from '../../components/layout/back-to-login-link';
import { loginNoticeState } from './login-notice';
import { AUTH_TEXT } from './messages';

function RequestNewLink() {
  return (
    <Link to="/forgot-password" className="font-medium underline hover:text-red-900">
      {AUTH_TEXT.requestNewLink}
    </Link>
  );
}

function IncompleteLink() {
  return (
    <AuthLayout title={AUTH_TEXT.resetTitle}>
      <div className="flex flex-col gap-4">
        <FormError>
          {AUTH_TEXT.resetLinkIncomplete} <RequestNewLink />
        </FormError>
        <BackToLoginLink>{AUTH_TEXT.backToLogin}</BackToLoginLink>
      </div>
    </AuthLayout>
  );
}

const FORM_TEXT: NewPasswordFormText = {
  email: AUTH_TEXT.emailLabel,
  password: AUTH_TEXT.newPasswordLabel,
  confirmation: AUTH_TEXT.confirmPasswordLabel,
  submit: AUTH_TEXT.resetButton,
  saving: AUTH_TEXT.resetting,
};

type ResetPasswordFormProps = { email: string; token: string };

/** A new password for the account of the link; on success the login screen shows the server's confirmation. */
function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const saveForm = useSaveForm({
    schema: resetPasswordBody,
    defaultValues: { email, token, password: '', password_confirmation: '' },
    save: (body) => api(endpoints.auth.resetPassword, { body }),
    onSaved: (result) =>
      navigate('/login', { replace: true, state: loginNoticeState(result.message) }),
    failureFallback: AUTH_TEXT.resetFailed,
  });
  const { formError } = saveForm;
  // The link itself (its token) has no field; what the server says of it leads to a new link.
  const linkError = saveForm.form.formState.errors.token?.message;
  const failure = linkError ? (
    <>
      {[linkError, formError].filter(Boolean).join(' ')} <RequestNewLink />
    </>
  ) : (
    formError
  );

  return (
    <AuthLayout title={AUTH_TEXT.resetTitle} intro={AUTH_TEXT.resetIntro}>
      <NewPasswordForm saveForm={saveForm} failure={failure} text={FORM_TEXT}>
        <BackToLoginLink>{AUTH_TEXT.backToLogin}</BackToLoginLink>
      </NewPasswordForm>
    </AuthLayout>
  );
}

/** The page the reset email links to (/admin/reset-password?token=…&email=…). */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  if (!token || !email) return <IncompleteLink />;
  return <ResetPasswordForm email={email} token={token} />;
}
