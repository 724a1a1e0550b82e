import type { LoginBody } from '@job-board/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { FormNotice } from '../../components/ui/form-notice';
import { TextField } from '../../components/ui/text-field';
import { authStore, isSecondFactorStep } from '../../lib/auth-store';
import { useSaveForm } from '../../lib/use-save-form';
import { AuthLayout } from './components/auth-layout';
import { SecondFactorForm } from './components/second-factor-form';
import { readLoginNotice } from './login-notice';
import { AUTH_TEXT, SECOND_FACTOR_TEXT } from './messages';

/**
 * The login body's fields without its checks: the login form checks nothing in the browser
 * (spec §5), the server's answer decides.
 */
const uncheckedLoginBody = z.object({
  email: z.string(),
  password: z.string(),
}) satisfies z.ZodType<LoginBody>;

/**
 * Email and password (spec §2). The server's message (wrong credentials, too many attempts,
 * field errors) is shown, not only logged. Signing in goes through the auth store
 * (csrf-cookie → login → details); the guest-only route guard then takes the user home, or back
 * to the page they were sent from. An admin with two-factor sign-in is asked for a code next.
 */
export function LoginScreen() {
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  const [challenge, setChallenge] = useState<string | null>(null);
  const { form, submit, formError, isSaving } = useSaveForm({
    schema: uncheckedLoginBody,
    defaultValues: { email: '', password: '' },
    save: (credentials) => authStore.login(credentials),
    onSaved: (result) => {
      if (isSecondFactorStep(result)) setChallenge(result.challenge);
    },
    failureFallback: AUTH_TEXT.loginFailed,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;

  if (challenge) {
    return (
      <AuthLayout title={SECOND_FACTOR_TEXT.title}>
        <SecondFactorForm
          challenge={challenge}
          onStartOver={() => {
            form.reset({ email: form.getValues('email'), password: '' });
            setChallenge(null);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH_TEXT.loginTitle} intro={AUTH_TEXT.loginIntro}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* Why the user is here, until they try to sign in. */}
        {!isSubmitting && !isSubmitted && <FormNotice>{notice}</FormNotice>}
        <FormError>{formError}</FormError>
        <TextField
          label={AUTH_TEXT.emailLabel}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={AUTH_TEXT.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
          >
            {AUTH_TEXT.forgotPasswordLink}
          </Link>
        </div>
        <Button type="submit" disabled={isSaving} className="w-full">
          {isSaving ? AUTH_TEXT.loggingIn : AUTH_TEXT.loginButton}
        </Button>
      </form>
    </AuthLayout>
  );
}
