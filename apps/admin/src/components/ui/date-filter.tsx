import { useId } from 'react';

type DateFilterProps = {
  label: string;
  /** `YYYY-MM-DD`, or empty for no bound. */
  value: string;
  onChange: (value: string) => void;
};

/** A list filter on a day (from, to, before), with its label above like the select filters. */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-teal-600"
      />
    </div>
  );
}

type DateRangeFilterProps<Name extends string> = {
  /** The filters of the range's first and last day: their names (URL keys) and labels. */
  from: { name: Name; label: string };
  to: { name: Name; label: string };
  /** The list's filter values, by name. */
  values: Readonly<Record<Name, string>>;
  onChange: (name: Name, value: string) => void;
};

/** A range of days as two list filters, from and to. */
export function DateRangeFilter<Name extends string>({
  from,
  to,
  values,
  onChange,
}: DateRangeFilterProps<Name>) {
  return (
    <>
      {[from, to].map(({ name, label }) => (
        <DateFilter
          key={name}
          label={label}
          value={values[name]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </>
  );
}
