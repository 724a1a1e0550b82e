import { fixedOptionsOf, type ListFilter, type ListSort } from '@job-board/contract';
import type { FilterChip } from '../ui/filter-chips';
import type { SortOption } from '../ui/sort-filter';
import { formatDate, formatMonthYear } from '../../utils/format-date';
import type { FilterName, ListViewState } from './use-list-view';

export type FilterOption = { value: string; label: string };

/**
 * Options the screen gives a filter: the records of a `record` filter (read from its source), or
 * its own words for a yes-no or choice filter ("Blocked" / "Not blocked" rather than Yes / No).
 */
export type FilterOptions<F extends readonly ListFilter[]> = Partial<
  Record<FilterName<F>, readonly FilterOption[]>
>;

/** The options a select filter offers: the screen's, else the definition's (Yes/No for yes-no). */
export function optionsOf(
  filter: ListFilter,
  given?: readonly FilterOption[],
): readonly FilterOption[] {
  return given ?? fixedOptionsOf(filter) ?? [];
}

/**
 * The sort menu of a definition: the list's own order first when it is a fixed one (the server's
 * order, labelled in its direction), then each offered sort's ascending and descending order.
 */
export function sortOptionsOf(sorts: readonly ListSort[], defaultSort = ''): SortOption[] {
  const own = sorts.find((sort) => sort.fixed && sort.field === defaultSort.replace(/^-/, ''));
  const offered = sorts
    .filter((sort) => !sort.fixed)
    .flatMap((sort) => [
      { value: sort.field, label: sort.ascending },
      { value: `-${sort.field}`, label: sort.descending },
    ]);
  if (!own) return offered;
  const label = defaultSort.startsWith('-') ? own.descending : own.ascending;
  return [{ value: defaultSort, label }, ...offered];
}

/**
 * The chip of the search ("Search: grace"), then one per filter that is on, in the definition's
 * order; a filter narrowed by another that is on (a record of its type) has that one's chip,
 * which removes both.
 */
/** A filter's value as its chip shows it: a day as dd/MM/yyyy, else as is. */
const shownValue = (filter: ListFilter, value: string) =>
  filter.kind.startsWith('date-') ? formatDate(value) : value;

/** How a chip names a value no option names: a month in words ("March 2026"), else as shown. */
const valueLabel = (filter: ListFilter, value: string) =>
  filter.kind === 'month' ? formatMonthYear(value) : shownValue(filter, value);

export function listChips<F extends readonly ListFilter[]>(
  view: { definition: { filters: F } } & Pick<
    ListViewState<unknown, string, string, F>,
    'search' | 'filters' | 'setSearch' | 'setFilter'
  > &
    Partial<Pick<ListViewState<unknown, string, string, F>, 'narrows'>>,
  given: FilterOptions<F> = {},
): FilterChip[] {
  const narrows: Partial<Record<string, FilterName<F>>> = view.narrows ?? {};
  const isNarrowed = (name: string) =>
    Object.entries(narrows).some(
      ([narrower, wider]) => wider === name && view.filters[narrower as FilterName<F>],
    );
  const chips: FilterChip[] = [];
  if (view.search) {
    chips.push({ id: 's', label: `Search: ${view.search}`, onRemove: () => view.setSearch('') });
  }
  for (const filter of view.definition.filters) {
    const name = filter.name as FilterName<F>;
    const value = view.filters[name];
    // Tabs always have one chosen: the first ("All") is no filter, and removing a chip chooses it.
    const none = filter.kind === 'tabs' ? (filter.options[0]?.value ?? '') : '';
    if (!value || value === none || isNarrowed(name)) continue;
    const option = optionsOf(filter, given[name]).find((candidate) => candidate.value === value);
    const removes = narrows[name] ?? name;
    chips.push({
      id: name,
      label: filter.chip(shownValue(filter, value), option?.label ?? valueLabel(filter, value)),
      onRemove: () => view.setFilter(removes, removes === name ? none : ''),
    });
  }
  return chips;
}
