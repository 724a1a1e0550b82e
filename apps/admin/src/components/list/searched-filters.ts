import type { ListFilter } from '@job-board/contract';
import { useQueries } from '@tanstack/react-query';
import type { ComboboxSource, ComboboxText } from '../ui/combobox-field';
import type { FilterOption, FilterOptions } from './filter-options';
import type { FilterName } from './use-list-view';

/**
 * A `record` filter whose records are too many to list: a combobox searching them on the
 * server, the chosen one's name looked up by its id.
 */
export type SearchedFilter = {
  // The answer's shape is the source's own; the filter only needs its options.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source answers its own way
  source: ComboboxSource<any>;
  text?: Partial<ComboboxText>;
};

export type SearchedFilters<F extends readonly ListFilter[]> = Partial<
  Record<FilterName<F>, SearchedFilter>
>;

/**
 * The chosen record of each searched filter that is on, as that filter's options (its chip's
 * name). The look-up is the combobox's own query, so the record is asked for once.
 */
export function useSearchedOptions<F extends readonly ListFilter[]>(
  searched: SearchedFilters<F> = {},
  values: Readonly<Record<FilterName<F>, string>>,
): FilterOptions<F> {
  const chosen = (Object.entries(searched) as [FilterName<F>, SearchedFilter][]).filter(
    ([name]) => values[name] !== '' && values[name] !== undefined,
  );
  const answers = useQueries({
    queries: chosen.map(([name, { source }]) => ({
      ...source.lookup(values[name]),
      select: (data: unknown): FilterOption[] => source.toOptions(data),
    })),
  });
  const options: FilterOptions<F> = {};
  chosen.forEach(([name], index) => {
    const found = answers[index]?.data;
    if (found) options[name] = found;
  });
  return options;
}
