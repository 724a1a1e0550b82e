import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

type CardProps = {
  /** The panel's heading; when given, the card is a region named by it. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline (default 2). */
  headingLevel?: 2 | 3;
  /** Controls shown at the right of the heading (e.g. "+ Add New …", "View All >"). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Classes of the body; default padding p-4. */
  bodyClassName?: string;
};

/** The white panel of the app, optionally with a heading row. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  className,
  bodyClassName = 'p-4',
}: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = clsx('rounded-lg border border-slate-200 bg-white shadow-sm', className);
  const hasHeader = title != null || actions != null;
  const header = hasHeader && (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
      {title != null && (
        <Heading id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </Heading>
      )}
      {actions != null && <div className="ml-auto flex items-center gap-2">{actions}</div>}
    </div>
  );

  if (title == null) {
    return (
      <div className={classes}>
        {header}
        <div className={bodyClassName}>{children}</div>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className={classes}>
      {header}
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
