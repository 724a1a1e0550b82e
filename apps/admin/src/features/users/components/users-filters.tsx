import { DateRangeFilter } from '../../../components/ui/date-filter';
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
      <DateRangeFilter
        from={{ name: 'registered_from', label: USERS_TEXT.registeredFrom }}
        to={{ name: 'registered_to', label: USERS_TEXT.registeredTo }}
        values={values}
        onChange={onChange}
      />
    </div>
  );
}
