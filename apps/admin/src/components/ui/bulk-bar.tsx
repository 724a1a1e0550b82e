import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';

type BulkBarProps = {
  /** Records the action would change now (the page's picks, or every match). */
  count: number;
  /** Every record the list's filter matches. */
  total: number;
  /** Whether the whole filtered set is selected. */
  allMatching: boolean;
  /** Whether every row of the page is selected (then "Select all N matching" is offered). */
  pageSelected: boolean;
  /** The records' plural noun, e.g. "users". */
  noun: string;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** The bulk action buttons. */
  children: ReactNode;
  className?: string;
};

/**
 * Above a list with a selection: how many are selected, "Select all N matching" once the page is
 * selected, "Clear selection", and the bulk actions. Announced politely as it changes.
 */
export function BulkBar({
  count,
  total,
  allMatching,
  pageSelected,
  noun,
  onSelectAllMatching,
  onClear,
  children,
  className,
}: BulkBarProps) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className={clsx(
        'flex flex-wrap items-center gap-3 rounded-md bg-slate-100 px-3 py-2 text-sm',
        className,
      )}
    >
      <p aria-live="polite" className="font-medium text-slate-800">
        {allMatching ? `All ${total} matching ${noun} selected` : `${count} selected`}
      </p>
      {!allMatching && pageSelected && total > count && (
        <Button variant="ghost" size="sm" onClick={onSelectAllMatching}>
          Select all {total} matching {noun}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
