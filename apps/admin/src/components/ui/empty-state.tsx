import clsx from 'clsx';
import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export const DEFAULT_EMPTY_MESSAGE = 'Nothing to show yet.';

type EmptyStateProps = {
  message?: ReactNode;
  /** An optional next step, such as an "+ Add New" button. */
  action?: ReactNode;
  className?: string;
};

/** Shown in place of a list that has no items. */
export function EmptyState({
  message = DEFAULT_EMPTY_MESSAGE,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center gap-3 px-4 py-10 text-center text-sm text-slate-600',
        className,
      )}
    >
      <InboxIcon className="size-8 text-slate-400" />
      <p>{message}</p>
      {action}
    </div>
  );
}
