import clsx from 'clsx';
import { CloseIcon } from './icons';

export type FilterChip = {
  /** Unique among the chips (the URL parameter). */
  id: string;
  /** What the filter says, e.g. "Blocked: yes" or "Registered from 2024-01-01". */
  label: string;
  onRemove: () => void;
};

type FilterChipsProps = {
  chips: readonly FilterChip[];
  /** Shown with two or more chips: removes every filter at once. */
  onClearAll?: () => void;
  /** The group's accessible name (default "Active filters"). */
  label?: string;
  className?: string;
};

/** The list's active filters as removable chips; nothing when no filter is on. */
export function FilterChips({
  chips,
  onClearAll,
  label = 'Active filters',
  className,
}: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap items-center gap-2', className)}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-0.5 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200 ring-inset">
            {chip.label}
            <button
              type="button"
              onClick={chip.onRemove}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <CloseIcon className="size-3" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
      {onClearAll && chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={onClearAll}
            className="text-sm text-teal-800 underline hover:text-teal-900"
          >
            Clear all filters
          </button>
        </li>
      )}
    </ul>
  );
}
