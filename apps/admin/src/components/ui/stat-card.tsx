import clsx from 'clsx';
import type { ReactNode } from 'react';

export type StatTone = 'slate' | 'teal' | 'amber' | 'green' | 'red' | 'indigo';

const TONES: Record<StatTone, string> = {
  slate: 'bg-slate-100 text-slate-700',
  teal: 'bg-teal-50 text-teal-700',
  amber: 'bg-amber-50 text-amber-700',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
  indigo: 'bg-indigo-50 text-indigo-700',
};

const NUMBER = new Intl.NumberFormat('en-US');

type StatCardProps = {
  label: string;
  /** A number is shown with thousands separators; anything else as given. */
  value: number | ReactNode;
  /** A line under the value, e.g. "12 this week". */
  hint?: ReactNode;
  /** A decorative icon, shown in a tinted tile. */
  icon?: ReactNode;
  tone?: StatTone;
  className?: string;
};

/** One figure with its label, as a white card; a group named by the label. */
export function StatCard({ label, value, hint, icon, tone = 'slate', className }: StatCardProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx(
        'flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      {icon && (
        <span
          aria-hidden="true"
          className={clsx(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
            TONES[tone],
          )}
        >
          {icon}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">
          {typeof value === 'number' ? NUMBER.format(value) : value}
        </p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </div>
  );
}
