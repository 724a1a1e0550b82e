import { type KycStatusFilter } from '@job-board/contract';
import { DateRangeFilter } from '../../../components/ui/date-filter';
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
      <DateRangeFilter
        from={{ name: 'submitted_from', label: KYC_TEXT.submittedFrom }}
        to={{ name: 'submitted_to', label: KYC_TEXT.submittedTo }}
        values={values}
        onChange={onChange}
      />
    </div>
  );
}
