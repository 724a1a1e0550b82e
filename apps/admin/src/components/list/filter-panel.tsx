import type { ListFilter } from '@job-board/contract';
import clsx from 'clsx';
import { Button } from '../ui/button';
import { ComboboxField } from '../ui/combobox-field';
import { DateFilter } from '../ui/date-filter';
import { SearchBox } from '../ui/search-box';
import { SortFilter } from '../ui/sort-filter';
import { TextField } from '../ui/text-field';
import { optionsOf, type FilterOptions } from './filter-options';
import type { SearchedFilters } from './searched-filters';
import type { FilterName } from './use-list-view';

type FilterControlsProps<F extends readonly ListFilter[]> = {
  filters: F;
  values: Record<FilterName<F>, string>;
  onChange: (name: FilterName<F>, value: string) => void;
  options?: FilterOptions<F>;
  /** Record filters searched on the server (a combobox) rather than chosen from options. */
  searched?: SearchedFilters<F>;
};

/**
 * One labelled control per filter: a select (yes-no, choice, record), a combobox (a searched
 * record) or a day (date-from, date-to, date-before); none for a record without a source.
 */
export function FilterControls<F extends readonly ListFilter[]>({
  filters,
  values,
  onChange,
  options = {},
  searched = {},
}: FilterControlsProps<F>) {
  return (
    <>
      {filters.map((filter: ListFilter) => {
        const name = filter.name as FilterName<F>;
        const set = (value: string) => onChange(name, value);
        if (
          filter.kind === 'date-from' ||
          filter.kind === 'date-to' ||
          filter.kind === 'date-before'
        ) {
          return <DateFilter key={name} label={filter.label} value={values[name]} onChange={set} />;
        }
        if (filter.kind === 'text') {
          // Typed text is applied when typing pauses or on Enter, as the search is.
          return (
            <SearchBox
              key={name}
              label={filter.label}
              showLabel
              placeholder=""
              value={values[name]}
              onChange={set}
              className="w-full sm:w-56"
            />
          );
        }
        if (filter.kind === 'month') {
          return (
            <TextField
              key={name}
              type="month"
              label={filter.label}
              value={values[name]}
              onChange={(event) => set(event.target.value)}
              className="w-48"
            />
          );
        }
        const search = searched[name];
        // A record named by a link (a record page's audit trail) is not chosen here.
        if (filter.kind === 'record' && !filter.source && !search) return null;
        if (search) {
          return (
            <ComboboxField
              key={name}
              label={filter.label}
              source={search.source}
              text={search.text}
              value={values[name]}
              onChange={set}
              emptyOptionLabel="Any"
              placeholder="Any"
              className="w-60"
            />
          );
        }
        return (
          <SortFilter
            key={name}
            label={filter.label}
            showLabel
            value={values[name]}
            onChange={set}
            options={optionsOf(filter, options[name])}
            // Tabs always have one chosen.
            emptyOptionLabel={filter.kind === 'tabs' ? undefined : 'Any'}
          />
        );
      })}
    </>
  );
}

type FiltersToggleProps = {
  /** How many filters are on. */
  activeCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the panel it shows. */
  controls: string;
};

/** On a phone, the one button the filters wait behind: "Filters", or "Filters (2)" when two are on. */
export function FiltersToggle({ activeCount, open, onOpenChange, controls }: FiltersToggleProps) {
  return (
    <Button
      variant="secondary"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={() => onOpenChange(!open)}
    >
      {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
    </Button>
  );
}

type FilterPanelProps<F extends readonly ListFilter[]> = FilterControlsProps<F> & {
  id: string;
  /** On a phone the controls stack, one a line. */
  stacked: boolean;
};

/** The list's filter controls in a row (or stacked, on a phone). */
export function FilterPanel<F extends readonly ListFilter[]>({
  id,
  stacked,
  ...controls
}: FilterPanelProps<F>) {
  if (controls.filters.length === 0) return null;
  return (
    <div
      id={id}
      className={clsx('flex flex-wrap items-start gap-3', stacked && 'flex-col items-stretch')}
    >
      <FilterControls {...controls} />
    </div>
  );
}
