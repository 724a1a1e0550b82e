import { endpoints, forgotPasswordBody } from '@job-board/contract';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { FormNotice } from '../../components/ui/form-notice';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api-client';
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormError>{formError}</FormError>
          <TextField
            label={AUTH_TEXT.emailLabel}
            type="email"
            autoComplete="username"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={isSaving} className="w-full">
            {isSaving ? AUTH_TEXT.sendingLink : AUTH_TEXT.sendLink}
          </Button>
          <BackToLoginLink>{AUTH_TEXT.backToLogin}</BackToLoginLink>
        </form>
      )}
    </AuthLayout>
  );
}
