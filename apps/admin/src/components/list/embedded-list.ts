import type { ListColumn, ListFilter } from '@job-board/contract';
import type { ScreenListDefinition } from './use-list-view';

const NO_FILTERS = [] as const;

export type EmbeddedListOptions = {
  /**
   * The embedded list's own name: the whole list's saved views stay on its own screen (a name
   * the contract does not list in LIST_NAMES has none).
   */
  name: string;
  /** The columns shown, by the definition's column id, each with its header here, in order. */
  columns: Readonly<Record<string, string>>;
};

/**
 * A list shown inside another screen (a panel, a record's card) from the whole list's
 * definition: its rows and page sizes, some of its columns, only the sorts those columns offer,
 * and no search, filters or bulk actions (the screen around it fixes what is listed).
 */
export function embeddedList<Row, S extends string>(
  definition: ScreenListDefinition<Row, S, string, readonly ListFilter[]>,
  { name, columns }: EmbeddedListOptions,
): ScreenListDefinition<Row, S, never, typeof NO_FILTERS> {
  const shown: ListColumn<S>[] = Object.entries(columns).map(([id, label]) => {
    const column = definition.columns.find((candidate) => candidate.id === id);
    if (!column) throw new Error(`The ${definition.name} list has no column "${id}".`);
    return { ...column, label };
  });
  return {
    name,
    row: definition.row,
    columns: shown,
    filters: NO_FILTERS,
    sorts: definition.sorts.filter((sort) => shown.some((column) => column.sort === sort.field)),
    defaultSort: definition.defaultSort,
    bulkActions: [],
    pageSizes: definition.pageSizes,
    paging: definition.paging,
  };
}
