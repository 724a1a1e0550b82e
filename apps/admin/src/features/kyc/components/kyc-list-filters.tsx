import { type KycStatusFilter } from '@job-board/contract';
import { useId } from 'react';
import { SearchBox } from '../../../components/ui/search-box';
import { KYC_TEXT } from '../messages';
import { KycStatusFilterSelect } from './kyc-status-filter';

export type KycFilterValues = {
  status: string;
  id_type: string;
  submitted_from: string;
  submitted_to: string;
};

type KycListFiltersProps = {
  status: KycStatusFilter;
  values: KycFilterValues;
  onChange: (name: keyof KycFilterValues, value: string) => void;
};

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

/** The KYC list's filters: status, ID type, and submitted between two days. */
export function KycListFilters({ status, values, onChange }: KycListFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <KycStatusFilterSelect value={status} onChange={(value) => onChange('status', value)} />
      <SearchBox
        label={KYC_TEXT.idTypeFilter}
        showLabel
        placeholder={KYC_TEXT.idTypePlaceholder}
        value={values.id_type}
        onChange={(value) => onChange('id_type', value)}
        className="w-full sm:w-56"
      />
      <DateFilter
        label={KYC_TEXT.submittedFrom}
        value={values.submitted_from}
        onChange={(value) => onChange('submitted_from', value)}
      />
      <DateFilter
        label={KYC_TEXT.submittedTo}
        value={values.submitted_to}
        onChange={(value) => onChange('submitted_to', value)}
      />
    </div>
  );
}
