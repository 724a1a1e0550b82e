import type { PackageItem } from '@job-board/contract';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { INVOICES_TEXT } from '../messages';

/** The invoices screen's filters as the URL holds them ('' = not filtered). */
export type InvoiceFilterValues = { paid: string; package: string; partner: string; month: string };

type InvoiceFiltersProps = {
  values: InvoiceFilterValues;
  onChange: (name: keyof InvoiceFilterValues, value: string) => void;
  packages: readonly PackageItem[];
};

const STATUS_OPTIONS = [
  { value: 'yes', label: INVOICES_TEXT.paid },
  { value: 'no', label: INVOICES_TEXT.unpaid },
];

/** Status, package and issued-month controls. */
export function InvoiceFilters({ values, onChange, packages }: InvoiceFiltersProps) {
  return (
    <div
      role="group"
      aria-label={INVOICES_TEXT.filtersLabel}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        label={INVOICES_TEXT.statusFilter}
        placeholder={INVOICES_TEXT.allStatuses}
        options={STATUS_OPTIONS}
        value={values.paid}
        onChange={(event) => onChange('paid', event.target.value)}
        className="w-36"
      />
      <SelectField
        label={INVOICES_TEXT.packageFilter}
        placeholder={INVOICES_TEXT.allPackages}
        options={packages.map((item) => ({ value: String(item.id), label: item.name }))}
        value={values.package}
        onChange={(event) => onChange('package', event.target.value)}
        className="w-48"
      />
      <TextField
        type="month"
        label={INVOICES_TEXT.monthFilter}
        value={values.month}
        onChange={(event) => onChange('month', event.target.value)}
        className="w-48"
      />
    </div>
  );
}
