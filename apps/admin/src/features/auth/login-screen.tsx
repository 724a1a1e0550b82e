import type { LoginBody } from '@job-board/contract';
import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { FormError } from '../../components/ui/form-error';
import { FormNotice } from '../../components/ui/form-notice';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { authStore, isSecondFactorStep, type SecondFactorStep } from '../../lib/auth-store';
import { formLevelError } from '../../lib/form-errors';
import { AuthLayout } from '../../components/layout/auth-layout';
import { PasskeySignInButton } from './components/passkey-sign-in-button';
import { readLoginNotice } from './login-notice';
import { AUTH_TEXT, SECOND_FACTOR_TEXT } from './messages';
import { usePasskeySupport } from './use-passkey-support';

// Only admins with two-factor sign-in reach this step: its form (and the form library) loads then.
const SecondFactorForm = lazy(() =>
  import('./components/second-factor-form').then((module) => ({
    default: module.SecondFactorForm,
  })),
);

type Field = keyof LoginBody;
const FIELDS: readonly Field[] = ['email', 'password'];

type FieldErrors = Partial<Record<Field, string>>;

/**
 * Email and password. The server's message (wrong credentials, too many attempts,
 * field errors) is shown, not only logged. Signing in goes through the auth store
 * (csrf-cookie → login → details); the guest-only route guard then takes the user home, or back
 * to the page they were sent from. An admin with two-factor sign-in is asked for a code next.
 * Where the browser can use passkeys, "Sign in with a passkey" signs in without the password.
 *
 * The form checks nothing in the browser: the server's answer decides, its sentences
 * go under their fields (until the field is edited) and the rest above the form. Being the first
 * screen most visits load, it is plain React state over the inputs rather than `useSaveForm`,
 * so the sign-in page carries no form library.
 */
export function LoginScreen() {
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  const offersPasskey = usePasskeySupport();
  // The email address of the last attempt: kept when the admin starts over from the code step.
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const values = new FormData(event.currentTarget);
    const credentials: LoginBody = {
      email: String(values.get('email') ?? ''),
      password: String(values.get('password') ?? ''),
    };
    setEmail(credentials.email);
    setSubmitted(true);
    setIsSaving(true);
    setFormError(null);
    setErrors({});
    try {
      const result = await authStore.login(credentials);
      if (isSecondFactorStep(result)) setStep(result);
    } catch (error) {
      const fieldErrors: FieldErrors = {};
      setFormError(
        formLevelError<LoginBody>(
          error,
          (field, { message }) => {
            fieldErrors[field as Field] = message;
          },
          FIELDS,
          AUTH_TEXT.loginFailed,
        ),
      );
      setErrors(fieldErrors);
    } finally {
      setIsSaving(false);
    }
  };

  // An edited field's sentence no longer describes it.
  const clearError = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    if (errors[field]) setErrors(({ [field]: _cleared, ...others }) => others);
  };

  if (step) {
    return (
      <AuthLayout title={SECOND_FACTOR_TEXT.title}>
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-500">
              Loading…
            </p>
          }
        >
          <SecondFactorForm
            challenge={step.challenge}
            methods={step.methods}
            onStartOver={() => setStep(null)}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH_TEXT.loginTitle} intro={AUTH_TEXT.loginIntro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {/* Why the user is here, until they try to sign in. */}
        {!submitted && <FormNotice>{notice}</FormNotice>}
        <FormError>{formError}</FormError>
        <TextField
          label={AUTH_TEXT.emailLabel}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={email}
          error={errors.email}
          onChange={clearError}
        />
        <TextField
          label={AUTH_TEXT.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          onChange={clearError}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
          >
            {AUTH_TEXT.forgotPasswordLink}
          </Link>
        </div>
        <SubmitButton
          isSaving={isSaving}
          label={AUTH_TEXT.loginButton}
          savingLabel={AUTH_TEXT.loggingIn}
          className="w-full"
        />
      </form>
      {offersPasskey && (
        <div className="mt-4 flex flex-col gap-4">
          <p
            className="flex items-center gap-3 text-xs text-slate-500 uppercase"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-slate-200" />
            {AUTH_TEXT.orDivider}
            <span className="h-px flex-1 bg-slate-200" />
          </p>
          <PasskeySignInButton
            label={AUTH_TEXT.passkeyButton}
            waitingLabel={AUTH_TEXT.passkeyWaiting}
            failureFallback={AUTH_TEXT.passkeyFailed}
            onStart={() => {
              setSubmitted(true);
              setFormError(null);
              setErrors({});
            }}
          />
        </div>
      )}
    </AuthLayout>
  );
}
