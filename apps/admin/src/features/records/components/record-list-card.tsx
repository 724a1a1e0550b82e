import type { ListFilter, Paged } from '@job-board/contract';
import type { ReactNode } from 'react';
import type { CellSpecs } from '../../../components/list/list-columns';
import { ListView, type ListData } from '../../../components/list/list-view';
import type { ListPageValues, ListViewState } from '../../../components/list/use-list-view';
import { Card } from '../../../components/ui/card';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { RECORD_TEXT } from '../messages';

/** The actions on a list's rows: each row's menu items, and the dialogs they open. */
export type RecordRowActions<Row> = {
  items: (row: Row) => readonly RowMenuItem[];
  dialogs?: ReactNode;
};

/** What to ask the server for one list under a record: its own order needs no `sort`. */
export function recordListQuery<F extends readonly ListFilter[]>(
  view: ListViewState<unknown, string, string, F>,
): ListPageValues<F> {
  const query = { ...view.query };
  if (query.sort === view.definition.defaultSort) delete query.sort;
  return query;
}

type RecordListCardProps<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
> = {
  title: string;
  /** The list's state (useListView with the list's URL prefix). */
  view: ListViewState<Row, S, A, F>;
  data: ListData<Row>;
  cells: CellSpecs<Row>;
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
  emptyMessage: string;
  /** Controls at the right of the title (e.g. a link to the whole list elsewhere). */
  actions?: ReactNode;
  /** Each row's menu (the list kit's row menu); none when absent (the role may not act). */
  rowActions?: RecordRowActions<Row> | null;
};

/** "12", or "about 10,001" when the server estimated the total. */
function totalText(meta: Paged<unknown>['meta']): string {
  return meta.total_is_estimate ? RECORD_TEXT.aboutTotal(meta.total) : String(meta.total);
}

/**
 * One paged list under a record (applications, invoices…): a card titled with its count, holding
 * the list built from its definition (sortable headers, count, pages and page size).
 */
export function RecordListCard<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>({
  title,
  view,
  data,
  cells,
  rowKey,
  rowLabel,
  emptyMessage,
  actions,
  rowActions,
}: RecordListCardProps<Row, S, A, F>) {
  const meta = data.data?.meta;
  return (
    <Card
      title={meta ? `${title} (${totalText(meta)})` : title}
      actions={actions}
      bodyClassName="p-4"
    >
      <ListView
        view={view}
        data={data}
        text={{
          label: title,
          noun: title.toLowerCase(),
          loadFailed: RECORD_TEXT.listLoadFailed,
          empty: emptyMessage,
          pagesLabel: RECORD_TEXT.pagesOf(title),
        }}
        rowKey={rowKey}
        rowLabel={rowLabel}
        cells={cells}
        actions={rowActions ? { extraItems: rowActions.items } : undefined}
      />
      {rowActions?.dialogs}
    </Card>
  );
}
