/**
 * Which rows of a list are selected for a bulk action: rows picked one by one or a page at a
 * time, or — after "Select all N matching" — the whole filtered set. The selection is cleared
 * whenever `scope` changes (a new search, filter or sort), so it never holds rows out of view.
 *
 *   const selection = useSelection({ scope: JSON.stringify(filter), pageLabel: 'Select all users on this page' });
 *   <DataTable selection={selection.table} … />
 *   bulk.mutateAsync({ action, ...selection.target(filter) })   // { ids: [3, 7] } or { filter }
 */
import { useCallback, useMemo, useState, type Key } from 'react';
import type { TableSelection } from '../components/ui/data-table';

export type Selection = {
  /** The rows picked one by one or by page. */
  ids: ReadonlySet<Key>;
  /** True once "Select all N matching" was chosen: the action applies to the list's filter. */
  allMatching: boolean;
  /** How many records the action would change, given the list's total. */
  count: (total: number) => number;
  isEmpty: boolean;
  /** Whether every row of the page (their keys) is picked. */
  isPageSelected: (pageKeys: readonly Key[]) => boolean;
  /**
   * What a bulk action applies to: the list's filter once "Select all N matching" was chosen,
   * otherwise the picked rows' ids.
   */
  target: <Filter>(filter: Filter) => { filter: Filter } | { ids: number[] };
  selectAllMatching: () => void;
  clear: () => void;
  /** What the table needs to draw and change the selection. */
  table: TableSelection;
};

type State = { scope: string; ids: ReadonlySet<Key>; allMatching: boolean };

const EMPTY: ReadonlySet<Key> = new Set();

export function useSelection({
  scope,
  pageLabel,
}: {
  scope: string;
  pageLabel: string;
}): Selection {
  const [state, setState] = useState<State>({ scope, ids: EMPTY, allMatching: false });
  // A new scope starts with nothing selected (adjusting state while rendering, not in an effect).
  const stale = state.scope !== scope;
  if (stale) setState({ scope, ids: EMPTY, allMatching: false });
  const ids = stale ? EMPTY : state.ids;
  const allMatching = stale ? false : state.allMatching;

  const update = useCallback(
    (change: (ids: Set<Key>) => void) =>
      setState((previous) => {
        const ids = new Set(previous.scope === scope ? previous.ids : EMPTY);
        change(ids);
        // Changing single rows leaves "all matching": the admin is picking by hand again.
        return { scope, ids, allMatching: false };
      }),
    [scope],
  );

  const table = useMemo<TableSelection>(
    () => ({
      pageLabel,
      isSelected: (key) => allMatching || ids.has(key),
      onToggle: (key, selected) => update((ids) => (selected ? ids.add(key) : ids.delete(key))),
      onTogglePage: (keys, selected) =>
        update((ids) => {
          for (const key of keys) {
            if (selected) ids.add(key);
            else ids.delete(key);
          }
        }),
    }),
    [allMatching, ids, pageLabel, update],
  );

  return {
    ids,
    allMatching,
    count: (total) => (allMatching ? total : ids.size),
    isEmpty: !allMatching && ids.size === 0,
    isPageSelected: (pageKeys) => pageKeys.length > 0 && pageKeys.every((key) => ids.has(key)),
    target: (filter) => (allMatching ? { filter } : { ids: [...ids].map(Number) }),
    selectAllMatching: useCallback(
      () => setState((previous) => ({ ...previous, scope, allMatching: true })),
      [scope],
    ),
    clear: useCallback(() => setState({ scope, ids: EMPTY, allMatching: false }), [scope]),
    table,
  };
}
