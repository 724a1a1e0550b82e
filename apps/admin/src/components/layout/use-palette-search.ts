import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCan } from '../../lib/permissions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { PALETTE_KINDS, type KindAnswer, type PaletteKindSpec } from './command-palette-kinds';
import { PALETTE_RESULTS_PER_KIND, PALETTE_SEARCH_DEBOUNCE_MS } from './use-command-palette';

/** A kind's matches: the first few, and the list screen holding them all when there are more. */
export type PaletteRecordGroup = KindAnswer & {
  spec: PaletteKindSpec;
  /** The list screen searched for the term, when it holds more than the group shows. */
  seeAll: string | null;
};

export type PaletteSearch = {
  /** The search the groups answer (trimmed); '' before any. */
  term: string;
  /** The kinds with matches, in the palette's order. */
  groups: PaletteRecordGroup[];
  /** Whether a kind's answer for the current text is still on its way. */
  pending: boolean;
  failed: boolean;
};

/**
 * The records matching what was typed, once typing pauses: each kind the role may open
 * (PALETTE_KINDS) searched through its list's own search, at most PALETTE_RESULTS_PER_KIND of
 * each, with the list's total.
 */
export function usePaletteSearch(text: string): PaletteSearch {
  const typed = text.trim();
  const term = useDebouncedValue(typed, PALETTE_SEARCH_DEBOUNCE_MS);
  const can = useCan();
  const enabled = term !== '';
  const queries = useQueries({
    // None before a search: the palette opens without setting up a query per kind.
    queries: enabled
      ? PALETTE_KINDS.map((spec) => ({
          ...spec.query(term),
          placeholderData: keepPreviousData,
          enabled: can(spec.permission),
        }))
      : [],
  });

  if (!enabled) return { term: '', groups: [], pending: typed !== '', failed: false };

  const groups = PALETTE_KINDS.flatMap((spec, index): PaletteRecordGroup[] => {
    const data = queries[index]?.data;
    if (data === undefined || !can(spec.permission)) return [];
    const answer = spec.read(data, can);
    if (answer.records.length === 0) return [];
    const records = answer.records.slice(0, PALETTE_RESULTS_PER_KIND);
    const more = answer.total > records.length;
    return [{ ...answer, records, spec, seeAll: more ? spec.seeAll(term) : null }];
  });
  return {
    term,
    groups,
    pending: typed !== term || queries.some((query) => query.isFetching || query.isPlaceholderData),
    failed: queries.some((query) => query.isError),
  };
}
