import type { ListFilter } from '@job-board/contract';
import { ListView, type ListViewProps, type ListViewText } from './list-view';

/** The texts of a list named by its card's or page's title, unless `label` says otherwise. */
export type TitledListText = Omit<ListViewText, 'label'> & { label?: string };

/** A ListView of records keyed by their ids, named by a title. */
export type TitledListProps<
  Row extends { id: number },
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
> = Omit<ListViewProps<Row, S, A, F>, 'text' | 'rowKey'> & { text: TitledListText };

/** The list itself: its rows keyed by id, its name the title unless the texts name it. */
export function TitledList<
  Row extends { id: number },
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>({ title, text, ...list }: TitledListProps<Row, S, A, F> & { title: string }) {
  return <ListView {...list} rowKey={(row) => row.id} text={{ label: title, ...text }} />;
}
