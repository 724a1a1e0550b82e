import type { Key } from 'react';
import type { TableSelection } from '../ui/data-table';

type PageSelectBoxProps = {
  selection: TableSelection;
  /** The keys of the page's rows. */
  keys: readonly Key[];
};

/**
 * "Select all … on this page" as a labelled checkbox, for rows shown without a table header
 * (tiles): checked when every row of the page is picked, mixed when some are.
 */
export function PageSelectBox({ selection, keys }: PageSelectBoxProps) {
  if (keys.length === 0) return null;
  const picked = keys.filter((key) => selection.isSelected(key)).length;
  const all = picked === keys.length;
  return (
    <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={all}
        ref={(box) => {
          if (box) box.indeterminate = picked > 0 && !all;
        }}
        onChange={(event) => selection.onTogglePage([...keys], event.target.checked)}
        className="size-4 accent-teal-700"
      />
      {selection.pageLabel}
    </label>
  );
}
