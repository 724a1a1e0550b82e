import clsx from 'clsx';
import { useId } from 'react';

export type SortOption = { value: string; label: string };

/**
 * "Name: A - Z" / "Name: Z - A" (or "Title: …") for a list sorted by `field`; the values are the
 * list dialect's `field` and `-field`.
 */
export function alphabeticalSortOptions(
  field: string,
  noun: 'Name' | 'Title' = 'Name',
): SortOption[] {
  return [
    { value: field, label: `${noun}: A - Z` },
    { value: `-${field}`, label: `${noun}: Z - A` },
  ];
}

type SortFilterProps = {
  value: string;
  onChange: (value: string) => void;
  options: readonly SortOption[];
  /** The select's name (default "Sort by"); visible only with `showLabel`. */
  label?: string;
  showLabel?: boolean;
  /** The visible label beside the select instead of above it. */
  inline?: boolean;
  /** An extra first option with the value '' (e.g. "Newest first", "All Status"). */
  emptyOptionLabel?: string;
  className?: string;
};

/** A labelled single-choice select for a list: its sort order, or any one filter (KYC status). */
export function SortFilter({
  value,
  onChange,
  options,
  label = 'Sort by',
  showLabel = false,
  inline = false,
  emptyOptionLabel,
  className,
}: SortFilterProps) {
  const selectId = useId();
  return (
    <div className={clsx('flex', inline ? 'items-center gap-2' : 'flex-col gap-1', className)}>
      <label
        htmlFor={selectId}
        className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}
      >
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-teal-600"
      >
        {emptyOptionLabel !== undefined && <option value="">{emptyOptionLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
