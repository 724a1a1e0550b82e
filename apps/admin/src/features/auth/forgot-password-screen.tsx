import { endpoints, forgotPasswordBody } from '@job-board/contract';
import { FormNotice } from '../../components/ui/form-notice';
import { MessagesForm } from '../../components/ui/messages-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api-client';
import { registerField } from '../../lib/register-field';
import { useSaveForm } from '../../lib/use-save-form';
import { AuthLayout } from '../../components/layout/auth-layout';
import { BackToLoginLink } from '../../components/layout/back-to-login-link';
import { AUTH_TEXT } from './messages';

/** Asks the server to mail a reset link; shows the server's answer, which never says whether the address exists. */
export function ForgotPasswordScreen() {
  const { form, submit, notice, formError, isSaving } = useSaveForm({
    schema: forgotPasswordBody,
    defaultValues: { email: '' },
    save: (body) => api(endpoints.auth.forgotPassword, { body }),
    success: (result) => ({ message: result.message }),
    failureFallback: AUTH_TEXT.forgotFailed,
  });

  return (
    <AuthLayout title={AUTH_TEXT.forgotTitle} intro={AUTH_TEXT.forgotIntro}>
      {notice ? (
        <div className="flex flex-col gap-4">
          <FormNotice>{notice}</FormNotice>
          <BackToLoginLink>{AUTH_TEXT.backToLogin}</BackToLoginLink>
        </div>
      ) : (
        <MessagesForm onSubmit={submit} error={formError} className="flex flex-col gap-4">
          <TextField
            label={AUTH_TEXT.emailLabel}
            type="email"
            autoComplete="username"
            {...registerField(form, 'email')}
          />
          <SubmitButton
            isSaving={isSaving}
            label={AUTH_TEXT.sendLink}
            savingLabel={AUTH_TEXT.sendingLink}
            className="w-full"
          />
          <BackToLoginLink>{AUTH_TEXT.backToLogin}</BackToLoginLink>
        </MessagesForm>
      )}
    </AuthLayout>
  );
}
