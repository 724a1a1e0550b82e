import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-error';
import { authStore } from '../../../lib/auth-store';

/** Whether a failure is the browser's prompt closed (or timed out): said calmly, not as an error. */
const isClosedPrompt = (error: unknown) =>
  error instanceof Error && error.name === 'PasskeyPromptError' && 'reason' in error
    ? error.reason === 'cancelled'
    : false;

/**
 * Signs in with a passkey: alone on the login screen, or with the login's `challenge` as the
 * second step. Success signs in exactly as the password does (the guest-only guard then takes
 * the admin on); a failure is shown under the button, a closed prompt as a calm notice.
 */
export function PasskeySignInButton({
  challenge,
  label,
  waitingLabel,
  failureFallback,
  variant = 'secondary',
  onStart,
}: {
  challenge?: string;
  label: string;
  waitingLabel: string;
  failureFallback: string;
  variant?: ButtonVariant;
  /** Runs as the sign-in starts (e.g. to clear the password form's messages). */
  onStart?: () => void;
}) {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; calm: boolean } | null>(null);

  const signIn = async () => {
    if (isPending) return;
    onStart?.();
    setFailure(null);
    setIsPending(true);
    try {
      await authStore.signInWithPasskey(challenge);
    } catch (error) {
      setFailure({ message: errorMessage(error, failureFallback), calm: isClosedPrompt(error) });
      setIsPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {failure?.calm && (
        <p role="status" className="text-sm text-slate-700">
          {failure.message}
        </p>
      )}
      <FormError>{failure && !failure.calm ? failure.message : null}</FormError>
      <Button
        variant={variant}
        className="w-full"
        disabled={isPending}
        aria-busy={isPending || undefined}
        onClick={() => void signIn()}
      >
        {isPending ? waitingLabel : label}
      </Button>
    </div>
  );
}
