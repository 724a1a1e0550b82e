import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { RECORD_TEXT } from '../messages';

const LINK = 'font-medium text-teal-700 hover:text-teal-800 hover:underline';

export { jobRecordPath, partnerRecordPath, userRecordPath } from '../../../lib/record-paths';

/** A link to another page of the app, in the app's link style. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}

/** A pill that says its state in words (colour is never the only signal). */
export function StateBadge({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        on
          ? 'bg-teal-50 text-teal-800 ring-teal-200'
          : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {label}
    </span>
  );
}

/** The "Blocked" badge of a user (red), or "Active". */
export function BlockedBadge({ blocked }: { blocked: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        blocked
          ? 'bg-red-50 text-red-800 ring-red-200'
          : 'bg-green-50 text-green-800 ring-green-200',
      )}
    >
      {blocked ? RECORD_TEXT.blocked : RECORD_TEXT.notBlocked}
    </span>
  );
}
