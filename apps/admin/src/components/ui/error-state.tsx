import clsx from 'clsx';
import { Button } from './button';
import { AlertIcon } from './icon';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong while loading this data.';

type ErrorStateProps = {
  /** The server's message when there is one. */
  message?: string | null;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  /** Disables the Retry button while a new attempt runs. */
  isRetrying?: boolean;
  className?: string;
};

/** A failed load: the message, announced as an alert, and a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center justify-center gap-3 px-4 py-10 text-center text-sm',
        className,
      )}
    >
      <AlertIcon className="size-8 text-red-700" />
      <p className="text-red-800">{message || DEFAULT_ERROR_MESSAGE}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </div>
  );
}
