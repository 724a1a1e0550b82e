import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AlertIcon } from './icon';

type FieldErrorProps = { id: string; children?: ReactNode };

/** The sentence under a field that failed; its id is in the control's aria-describedby. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className="flex items-start gap-1 text-sm text-red-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

type FormErrorProps = { children?: ReactNode; className?: string };

/** A form-level failure (the server's message), announced to screen readers as an alert. */
export function FormError({ children, className }: FormErrorProps) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={clsx(
        'flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800',
        className,
      )}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
