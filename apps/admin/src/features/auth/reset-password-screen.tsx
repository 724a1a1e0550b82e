import { resetPasswordBody } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useResetPassword } from './api/reset-password';
import { AuthLayout } from './components/auth-layout';
import { BackToLoginLink } from './components/back-to-login-link';
import { loginNoticeState } from './login-notice';
import { AUTH_TEXT } from './messages';

const RESET_FIELDS = ['email', 'password', 'password_confirmation'] as const;

function RequestNewLink() {
  return (
    <Link to="/forgot-password" className="font-medium underline hover:text-red-900">
      {AUTH_TEXT.requestNewLink}
    </Link>
  );
}

/**
 * The page the reset email links to (/admin/reset-password?token=…&email=…): choose a new
 * password; on success the login screen shows the server's confirmation.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  // Sentences about the link itself (its token), which has no field to show them under.
  const [linkErrors, setLinkErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email, token, password: '', password_confirmation: '' },
  });

  if (!token || !email) {
    return (
      <AuthLayout title={AUTH_TEXT.resetTitle}>
        <div className="flex flex-col gap-4">
          <FormError>
            {AUTH_TEXT.resetLinkIncomplete} <RequestNewLink />
          </FormError>
          <BackToLoginLink />
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = handleSubmit((values) => {
    setLinkErrors([]);
    reset.mutate(values, {
      onSuccess: (response) =>
        navigate('/login', { replace: true, state: loginNoticeState(response.message) }),
      onError: (error) => setLinkErrors(applyServerFieldErrors(error, setError, RESET_FIELDS)),
    });
  });

  const failure =
    linkErrors.length > 0 ? (
      <>
        {linkErrors.join(' ')} <RequestNewLink />
      </>
    ) : reset.isError ? (
      errorMessage(reset.error, AUTH_TEXT.resetFailed)
    ) : null;

  return (
    <AuthLayout title={AUTH_TEXT.resetTitle} intro={AUTH_TEXT.resetIntro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError>{failure}</FormError>
        <TextField
          label={AUTH_TEXT.emailLabel}
          type="email"
          readOnly
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={AUTH_TEXT.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={AUTH_TEXT.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" disabled={reset.isPending} className="w-full">
          {reset.isPending ? AUTH_TEXT.resetting : AUTH_TEXT.resetButton}
        </Button>
        <BackToLoginLink />
      </form>
    </AuthLayout>
  );
}
