import type { ListFilter } from '@job-board/contract';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TitledList, type TitledListProps } from './titled-list';

export type { TitledListText } from './titled-list';

export type ListCardProps<
  Row extends { id: number },
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
> = TitledListProps<Row, S, A, F> & {
  /** The card's heading, also the list's accessible name. */
  title: string;
  /** The header's create button ("+ New Package"); leave it out for roles that may not create. */
  create?: { label: string; onClick: () => void };
  /** Header actions of the screen's own (a link, an Import button), before the create button. */
  headerActions?: ReactNode;
  bodyClassName?: string;
  /** Shown in the card under the list (the screen's dialogs). */
  children?: ReactNode;
};

/** A list in a card headed by its name, with the list's create button in the header. */
export function ListCard<
  Row extends { id: number },
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
>({ title, create, headerActions, bodyClassName, children, ...list }: ListCardProps<Row, S, A, F>) {
  return (
    <Card
      title={title}
      bodyClassName={bodyClassName}
      actions={
        create || headerActions ? (
          <>
            {headerActions}
            {create && (
              <Button size="sm" onClick={create.onClick}>
                {create.label}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      <TitledList title={title} {...list} />
      {children}
    </Card>
  );
}
