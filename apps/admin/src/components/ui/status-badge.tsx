import clsx from 'clsx';

export type KnownStatus =
  'pending' | 'approved' | 'rejected' | 'active' | 'paused' | 'succeeded' | 'failed' | 'revoked';

const STYLES: Record<KnownStatus, { badge: string; dot: string }> = {
  pending: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  approved: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-600' },
  rejected: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
  active: { badge: 'bg-teal-50 text-teal-800 ring-teal-200', dot: 'bg-teal-600' },
  paused: { badge: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-500' },
  succeeded: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-600' },
  failed: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
  revoked: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
};

const FALLBACK = { badge: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-400' };

function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STYLES, status);
}

/** "pending" → "Pending". */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

type StatusBadgeProps = { status: string; className?: string };

/** A coloured pill whose text always says the status, so colour is never the only signal. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const key = status.toLowerCase();
  const style = isKnownStatus(key) ? STYLES[key] : FALLBACK;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        style.badge,
        className,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', style.dot)} />
      {statusLabel(key)}
    </span>
  );
}
