import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { QueryState, type QueryStateSource } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';

/** One row of a home list: its name (a link when it opens somewhere), a line under it, a tail. */
export type HomeListRow = {
  key: number;
  title: string;
  /** The page the title opens; none leaves it plain text. */
  to?: string;
  detail: ReactNode;
  /** At the row's end: a status or an action. */
  end?: ReactNode;
};

type HomeListPanelProps<T> = {
  /** The card's heading, which also names the list. */
  title: string;
  /** At the right of the heading (a "View All >" link). */
  actions?: ReactNode;
  query: QueryStateSource<T[]>;
  text: { loading: string; loadFailed: string; empty: string };
  row: (item: T) => HomeListRow;
  className?: string;
};

/** A titled card listing a few records, each a row; it loads, fails and retries on its own. */
export function HomeListPanel<T>({
  title,
  actions,
  query,
  text,
  row,
  className,
}: HomeListPanelProps<T>) {
  return (
    <Card className={className} title={title} actions={actions} bodyClassName="px-4 py-2">
      <QueryState
        query={query}
        loading={<LoadingBlock label={text.loading} className="py-2" />}
        errorFallback={text.loadFailed}
        isEmpty={(items) => items.length === 0}
        emptyMessage={text.empty}
      >
        {(items) => (
          <ul aria-label={title} className="divide-y divide-slate-100">
            {items.map(row).map(({ key, title: name, to, detail, end }) => (
              <li key={key} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {to ? (
                      <Link to={to} className="hover:text-teal-800 hover:underline">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </p>
                  <p className="text-xs text-slate-600">{detail}</p>
                </div>
                {end}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
