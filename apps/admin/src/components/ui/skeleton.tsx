import clsx from 'clsx';

type SkeletonProps = { className?: string };

/** A grey placeholder block shown while content loads; invisible to assistive tech. */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

type LoadingBlockProps = {
  /** What is loading, announced to screen readers ("Loading users…"). */
  label?: string;
  className?: string;
};

/** A skeleton area with a polite "Loading…" announcement, e.g. the fallback of a lazy part. */
export function LoadingBlock({ label = 'Loading…', className }: LoadingBlockProps) {
  return (
    <div role="status" className={clsx('flex flex-col gap-3', className)}>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="min-h-24 flex-1" />
    </div>
  );
}
