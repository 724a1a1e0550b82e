import { SortFilter } from '../ui/sort-filter';

type PageSizeSelectProps = {
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
};

/** "Rows per page": the page sizes the list's definition offers (nothing when it offers one). */
export function PageSizeSelect({ value, sizes, onChange }: PageSizeSelectProps) {
  if (sizes.length < 2) return null;
  return (
    <SortFilter
      label="Rows per page"
      showLabel
      value={String(value)}
      onChange={(size) => onChange(Number(size))}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
      inline
    />
  );
}
