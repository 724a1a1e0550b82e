import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import type { Selection } from '../../lib/use-selection';
import { Button } from './button';

type BulkBarProps = {
  /** The list's selection; nothing shows while it is empty. */
  selection: Selection;
  /** Every record the list's filter matches. */
  total: number;
  /** The keys of the page's rows (once all are selected, "Select all N matching" is offered). */
  pageKeys: readonly Key[];
  /** The records' plural noun, e.g. "users". */
  noun: string;
  /** The bulk action buttons. */
  children: ReactNode;
  className?: string;
};

/**
 * Above a list with a selection (nothing while none is selected): how many are selected,
 * "Select all N matching" once the page is selected, "Clear selection", and the bulk actions.
 * Announced politely as it changes.
 */
export function BulkBar({ selection, total, pageKeys, noun, children, className }: BulkBarProps) {
  if (selection.isEmpty) return null;
  const { allMatching, selectAllMatching, clear } = selection;
  const count = selection.count(total);
  const pageSelected = selection.isPageSelected(pageKeys);
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
        <Button variant="ghost" size="sm" onClick={selectAllMatching}>
          Select all {total} matching {noun}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={clear}>
        Clear selection
      </Button>
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
