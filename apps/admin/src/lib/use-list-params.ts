/**
 * The state of a list (page, search, sort and named filters or tabs) kept in the URL, so every
 * view can be linked, reloaded and navigated back to. Values equal to their default are left
 * out of the URL; changing the search, the sort or a filter goes back to page 1.
 *
 *   const list = useListParams({ defaultSort: 'first_name' });
 *   useUsers({ page: list.page, s: list.search, sort: list.sort });
 *   <SearchBox value={list.search} onSearch={list.setSearch} />
 *
 *   // A named filter: ?status=approved, absent when it is the default "pending".
 *   const kyc = useListParams({ filters: { status: 'pending' } });
 *   kyc.filters.status; kyc.setFilter('status', 'all');
 *
 *   // Several lists on one screen: a prefix keeps their parameters apart (?skills_page=2).
 *   const skills = useListParams({ prefix: 'skills' });
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParamsOptions<F extends string> = {
  /** Prepended to every parameter name with "_" (e.g. "invoices" → invoices_page). */
  prefix?: string;
  /** The sort used when the URL names none; never written to the URL. */
  defaultSort?: string;
  /** Named filters or tabs with their default values. */
  filters?: Record<F, string>;
};

export type SetOptions = {
  replace?: boolean;
  /** Stay on the current page (a change that does not alter which rows match, e.g. columns). */
  keepPage?: boolean;
};

export type ListParams<F extends string> = {
  page: number;
  search: string;
  sort: string;
  filters: Record<F, string>;
  setPage: (page: number, options?: SetOptions) => void;
  setSearch: (search: string, options?: SetOptions) => void;
  setSort: (sort: string, options?: SetOptions) => void;
  setFilter: (name: F, value: string, options?: SetOptions) => void;
};

/** A page number from the URL: a whole number of 1 or more, else 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function useListParams<F extends string = never>(
  options: ListParamsOptions<F> = {},
): ListParams<F> {
  const { prefix, defaultSort = '' } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const name = useCallback((key: string) => (prefix ? `${prefix}_${key}` : key), [prefix]);

  // The defaults object is usually written inline; its content, not its identity, matters.
  const filterDefaultsKey = JSON.stringify(options.filters ?? {});
  const filterDefaults = useMemo(
    () => JSON.parse(filterDefaultsKey) as Record<F, string>,
    [filterDefaultsKey],
  );

  /** Writes `key` (removed when it equals `fallback`) and, unless it is the page, resets the page. */
  const update = useCallback(
    (key: string, value: string, fallback: string, setOptions: SetOptions = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim() === '' || value === fallback) next.delete(name(key));
          else next.set(name(key), value);
          if (key !== 'page' && !setOptions.keepPage) next.delete(name('page'));
          return next;
        },
        { replace: setOptions.replace },
      );
    },
    [name, setSearchParams],
  );

  const filters = useMemo(() => {
    const values = {} as Record<F, string>;
    for (const [filter, fallback] of Object.entries(filterDefaults) as [F, string][]) {
      values[filter] = searchParams.get(name(filter)) ?? fallback;
    }
    return values;
  }, [filterDefaults, name, searchParams]);

  return {
    page: parsePage(searchParams.get(name('page'))),
    search: searchParams.get(name('s')) ?? '',
    sort: searchParams.get(name('sort')) ?? defaultSort,
    filters,
    setPage: useCallback(
      (page: number, setOptions?: SetOptions) =>
        update('page', String(Math.max(1, Math.trunc(page))), '1', setOptions),
      [update],
    ),
    setSearch: useCallback(
      (search: string, setOptions?: SetOptions) => update('s', search, '', setOptions),
      [update],
    ),
    setSort: useCallback(
      (sort: string, setOptions?: SetOptions) => update('sort', sort, defaultSort, setOptions),
      [defaultSort, update],
    ),
    setFilter: useCallback(
      (filter: F, value: string, setOptions?: SetOptions) =>
        update(filter, value, filterDefaults[filter], setOptions),
      [filterDefaults, update],
    ),
  };
}

/**
 * Moves a list back to its last page when the URL's page is past the end (an old link, a
 * narrower search, or the only row of the last page deleted), replacing the history entry.
 * Pass the query's isPlaceholderData: data kept from the previous page is not trusted.
 */
export function usePageInRange(
  list: Pick<ListParams<string>, 'page' | 'setPage'>,
  lastPage: number | undefined,
  isPlaceholderData = false,
) {
  const { page, setPage } = list;
  useEffect(() => {
    const last = lastPage === undefined ? undefined : Math.max(1, lastPage);
    if (last !== undefined && !isPlaceholderData && page > last) setPage(last, { replace: true });
  }, [lastPage, isPlaceholderData, page, setPage]);
}
