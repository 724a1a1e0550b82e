import type { LoginBody } from '@job-board/contract';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { FormNotice } from '../../components/ui/form-notice';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useLogin } from './api/login';
import { AuthLayout } from './components/auth-layout';
import { readLoginNotice } from './login-notice';
import { AUTH_TEXT } from './messages';

const LOGIN_FIELDS = ['email', 'password'] as const;

/**
 * Email and password (spec §2). No checks in the browser (spec §5): the server's answer decides,
 * and its message (wrong credentials, too many attempts, field errors) is shown, not only logged.
 */
export function LoginScreen() {
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((credentials) => {
    login.mutate(credentials, {
      onError: (error) => applyServerFieldErrors(error, setError, LOGIN_FIELDS),
    });
  });

  return (
    <AuthLayout title={AUTH_TEXT.loginTitle} intro={AUTH_TEXT.loginIntro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {login.isIdle && <FormNotice>{notice}</FormNotice>}
        {login.isError && <FormError>{errorMessage(login.error, AUTH_TEXT.loginFailed)}</FormError>}
        <TextField
          label={AUTH_TEXT.emailLabel}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={AUTH_TEXT.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
          >
            {AUTH_TEXT.forgotPasswordLink}
          </Link>
        </div>
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? AUTH_TEXT.loggingIn : AUTH_TEXT.loginButton}
        </Button>
      </form>
    </AuthLayout>
  );
}
