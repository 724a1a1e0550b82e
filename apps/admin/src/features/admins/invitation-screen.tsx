import { acceptInvitationBody, endpoints } from '@job-board/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api-client';
import { useAppName } from '../../lib/app-name';
import { useSaveForm } from '../../lib/use-save-form';
import { ADMINS_TEXT } from './messages';

/** The centred card of the signed-out screens. */
function InvitationLayout({ children }: { children: ReactNode }) {
  const appName = useAppName();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-lg font-semibold text-teal-700">{appName}</p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{ADMINS_TEXT.invitationTitle}</h1>
          <p className="mt-1 text-sm text-slate-500">{ADMINS_TEXT.invitationIntro}</p>
          <div className="mt-6 flex flex-col gap-4">
            {children}
            <Link
              to="/login"
              className="self-center text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
            >
              {ADMINS_TEXT.backToLogin}
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}

/** A password for the invited account; on success the login screen shows the server's words. */
function InvitationForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const { form, submit, formError, isSaving } = useSaveForm({
    schema: acceptInvitationBody,
    defaultValues: { email, token, password: '', password_confirmation: '' },
    save: (body) => api(endpoints.admins.acceptInvitation, { body }),
    // The login screen shows `notice` from the navigation state (as after a password reset).
    onSaved: (result) => navigate('/login', { replace: true, state: { notice: result.message } }),
    failureFallback: ADMINS_TEXT.acceptFailed,
  });
  const { errors } = form.formState;
  // The link (its token) has no field of its own: what the server says of it goes on top.
  const failure = [errors.token?.message, formError].filter(Boolean).join(' ') || null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormError>{failure}</FormError>
      <TextField
        label={ADMINS_TEXT.emailLabel}
        type="email"
        readOnly
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={ADMINS_TEXT.passwordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={ADMINS_TEXT.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" disabled={isSaving} className="w-full">
        {isSaving ? ADMINS_TEXT.accepting : ADMINS_TEXT.acceptButton}
      </Button>
    </form>
  );
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
