import { forgotPasswordBody } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { FormNotice } from '../../components/ui/form-notice';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useForgotPassword } from './api/forgot-password';
import { AuthLayout } from './components/auth-layout';
import { BackToLoginLink } from './components/back-to-login-link';
import { AUTH_TEXT } from './messages';

/** Asks the server to mail a reset link; shows the server's answer, which never says whether the address exists. */
export function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    forgot.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, setError, ['email']),
    });
  });

  return (
    <AuthLayout title={AUTH_TEXT.forgotTitle} intro={AUTH_TEXT.forgotIntro}>
      {forgot.isSuccess ? (
        <div className="flex flex-col gap-4">
          <FormNotice>{forgot.data.message}</FormNotice>
          <BackToLoginLink />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {forgot.isError && (
            <FormError>{errorMessage(forgot.error, AUTH_TEXT.forgotFailed)}</FormError>
          )}
          <TextField
            label={AUTH_TEXT.emailLabel}
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={forgot.isPending} className="w-full">
            {forgot.isPending ? AUTH_TEXT.sendingLink : AUTH_TEXT.sendLink}
          </Button>
          <BackToLoginLink />
        </form>
      )}
    </AuthLayout>
  );
}
