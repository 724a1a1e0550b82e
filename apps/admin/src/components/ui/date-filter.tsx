import { DateInput, isIsoDay } from './date-input';

type DateFilterProps = {
  label: string;
  /** `YYYY-MM-DD`, or empty for no bound. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A list filter on a day (from, to, before), typed as dd/mm/yyyy or picked, with its label above
 * like the select filters; text that is no date filters nothing (the field says why).
 */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  return (
    <DateInput
      label={label}
      className="w-full sm:w-48"
      value={value}
      onChange={(day) => {
        if (day === '' || isIsoDay(day)) onChange(day);
      }}
    />
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
