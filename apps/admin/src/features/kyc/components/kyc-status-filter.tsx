import type { KycStatusFilter } from '@job-board/contract';
import { SortFilter, type SortOption } from '../../../components/ui/sort-filter';
import { KYC_TEXT } from '../messages';

const STATUS_FILTER_OPTIONS: readonly SortOption[] = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] satisfies { value: KycStatusFilter; label: string }[];

type KycStatusFilterProps = { value: KycStatusFilter; onChange: (value: string) => void };

/** All Status, Pending, Approved, Rejected (spec §2). */
export function KycStatusFilterSelect({ value, onChange }: KycStatusFilterProps) {
  return (
    <SortFilter
      label={KYC_TEXT.statusFilterLabel}
      value={value}
      onChange={onChange}
      options={STATUS_FILTER_OPTIONS}
      className="w-full sm:w-48"
    />
  );
}
