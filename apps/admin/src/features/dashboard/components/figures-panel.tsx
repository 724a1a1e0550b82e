import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { QueryState, type QueryStateSource } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';

export type Figure = { label: string; value: number };

type FiguresPanelProps<T> = {
  title: string;
  /** At the right of the heading (a link to the screen the figures sum up). */
  actions?: ReactNode;
  query: QueryStateSource<T>;
  text: { loading: string; loadFailed: string };
  /** The figures the answer holds, in the order shown. */
  figures: (data: T) => Figure[];
  /** How many figures there are, for the placeholders shown while loading. */
  count: number;
  className?: string;
};

const STACK = 'grid gap-3';

/** A titled card of a few figures, one under another; it loads, fails and retries on its own. */
export function FiguresPanel<T>({
  title,
  actions,
  query,
  text,
  figures,
  count,
  className,
}: FiguresPanelProps<T>) {
  return (
    <Card className={className} title={title} actions={actions}>
      <QueryState
        query={query}
        loading={
          <div role="status" className={STACK}>
            <span className="sr-only">{text.loading}</span>
            {Array.from({ length: count }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        }
        errorFallback={text.loadFailed}
      >
        {(data) => (
          <div className={STACK}>
            {figures(data).map(({ label, value }) => (
              <StatCard key={label} label={label} value={value} />
            ))}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
