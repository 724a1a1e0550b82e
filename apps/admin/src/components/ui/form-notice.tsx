import clsx from 'clsx';
import type { ReactNode } from 'react';

type FormNoticeProps = { children?: ReactNode; className?: string };

/** A form's success message or a neutral notice, announced politely (role status). */
export function FormNotice({ children, className }: FormNoticeProps) {
  if (!children) return null;
  return (
    <div
      role="status"
      className={clsx(
        'rounded-md border border-teal-200 bg-teal-50 px-3 py-2 text-sm text-teal-900',
        className,
      )}
    >
      {children}
    </div>
  );
}
