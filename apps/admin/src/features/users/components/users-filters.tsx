import { useId } from 'react';
import { SortFilter } from '../../../components/ui/sort-filter';
import { USERS_TEXT } from '../messages';

export type UsersFilterValues = { blocked: string; registered_from: string; registered_to: string };

type UsersFiltersProps = {
  values: UsersFilterValues;
  onChange: (name: keyof UsersFilterValues, value: string) => void;
};

const BLOCKED_OPTIONS = [
  { value: 'yes', label: USERS_TEXT.blockedYes },
  { value: 'no', label: USERS_TEXT.blockedNo },
];

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
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

/** The users list's filters: blocked or not, and registered between two days. */
export function UsersFilters({ values, onChange }: UsersFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SortFilter
        label={USERS_TEXT.blockedFilter}
        showLabel
        value={values.blocked}
        onChange={(value) => onChange('blocked', value)}
        options={BLOCKED_OPTIONS}
        emptyOptionLabel={USERS_TEXT.blockedAny}
      />
      <DateFilter
        label={USERS_TEXT.registeredFrom}
        value={values.registered_from}
        onChange={(value) => onChange('registered_from', value)}
      />
      <DateFilter
        label={USERS_TEXT.registeredTo}
        value={values.registered_to}
        onChange={(value) => onChange('registered_to', value)}
      />
    </div>
  );
}
