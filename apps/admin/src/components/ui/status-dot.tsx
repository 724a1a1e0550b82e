import clsx from 'clsx';

type StatusDotProps = {
  active: boolean;
  /** The accessible name; defaults to "Active" / "Inactive". */
  label?: string;
  className?: string;
};

/**
 * A small dot: filled teal when active, a red ring when inactive (the shapes differ, so colour is
 * not the only signal), named for assistive tech and shown as a tooltip.
 */
export function StatusDot({ active, label, className }: StatusDotProps) {
  const name = label ?? (active ? 'Active' : 'Inactive');
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={clsx(
        'inline-block size-2.5 shrink-0 rounded-full',
        active ? 'bg-teal-600' : 'border-2 border-red-600 bg-white',
        className,
      )}
    />
  );
}
