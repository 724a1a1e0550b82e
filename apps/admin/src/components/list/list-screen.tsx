import type { ListFilter } from '@job-board/contract';
import type { ReactNode } from 'react';
import { PageHeader } from '../layout/page-header';
import { Card } from '../ui/card';
import { TitledList, type TitledListProps } from './titled-list';

type ScreenParts = {
  /** The page's title (also the list's name) and the line under it. */
  header: { title: string; subtitle: string };
  /** The screen's dialogs. */
  children?: ReactNode;
};

/** A screen that is one list: the page header, then the list in a card. */
export function ListScreen<
  Row extends { id: number },
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>({ header, children, ...list }: TitledListProps<Row, S, A, F> & ScreenParts) {
  return (
    <>
      <PageHeader title={header.title} subtitle={header.subtitle} />
      <Card bodyClassName="p-4">
        <TitledList title={header.title} {...list} />
      </Card>
      {children}
    </>
  );
}
