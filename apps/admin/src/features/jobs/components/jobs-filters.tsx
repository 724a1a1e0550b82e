import { ComboboxField } from '../../../components/ui/combobox-field';
import { DateFilter } from '../../../components/ui/date-filter';
import type { SelectOption } from '../../../components/ui/select-field';
import { SortFilter } from '../../../components/ui/sort-filter';
import { partnerChoices } from '../api/partner-choices';
import { JOB_TEXT } from '../messages';

export const JOBS_FILTER_DEFAULTS = {
  status: '',
  published: '',
  partner: '',
  category: '',
  job_type: '',
  remote: '',
  expiring_before: '',
};

export type JobsFilterName = keyof typeof JOBS_FILTER_DEFAULTS;
export type JobsFilterValues = Record<JobsFilterName, string>;

/** The choices of the category and job type filters; partners are searched instead. */
export type JobsFilterChoices = Record<'category' | 'job_type', readonly SelectOption[]>;

const YES_NO = [
  { value: 'yes', label: JOB_TEXT.filters.yes },
  { value: 'no', label: JOB_TEXT.filters.no },
];

const F = JOB_TEXT.filters;

/**
 * Each record filter: its URL name, its label and its choices; the partner's are searched on the
 * server (`options: null`: a combobox, see api/partner-choices.ts).
 */
export const selectFilters = (choices: JobsFilterChoices) =>
  [
    { name: 'status', label: F.status, options: JOB_TEXT.statusOptions },
    { name: 'published', label: F.published, options: YES_NO },
    { name: 'partner', label: F.partner, options: null },
    { name: 'category', label: F.category, options: choices.category },
    { name: 'job_type', label: F.jobType, options: choices.job_type },
    { name: 'remote', label: F.remote, options: YES_NO },
  ] as const satisfies readonly {
    name: JobsFilterName;
    label: string;
    options: readonly SelectOption[] | null;
  }[];

type JobsFiltersProps = {
  values: JobsFilterValues;
  onChange: (name: JobsFilterName, value: string) => void;
  choices: JobsFilterChoices;
};

/**
 * The jobs list's filters: status, published, partner, category, job type, remote and
 * expiring before a day.
 */
export function JobsFilters({ values, onChange, choices }: JobsFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {selectFilters(choices).map((filter) =>
        filter.options === null ? (
          <ComboboxField
            key={filter.name}
            label={filter.label}
            source={partnerChoices}
            text={JOB_TEXT.partnerChoices}
            value={values[filter.name]}
            onChange={(value) => onChange(filter.name, value)}
            emptyOptionLabel={F.any}
            placeholder={F.any}
            className="w-60"
          />
        ) : (
          <SortFilter
            key={filter.name}
            label={filter.label}
            showLabel
            value={values[filter.name]}
            onChange={(value) => onChange(filter.name, value)}
            options={filter.options}
            emptyOptionLabel={F.any}
          />
        ),
      )}
      <DateFilter
        label={F.expiringBefore}
        value={values.expiring_before}
        onChange={(value) => onChange('expiring_before', value)}
      />
    </div>
  );
}
