import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

/** The parts of a TanStack Query result that decide what a panel shows. */
export type QueryStateSource<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryStateSource<T>;
  /** The skeleton shown while the first answer is awaited. */
  loading: ReactNode;
  /** Shown when the failure carries no message of its own. */
  errorFallback: string;
  /** Whether the answer has nothing to show; then `emptyMessage` is shown. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: ReactNode;
  children: (data: T) => ReactNode;
  className?: string;
};

/**
 * One loaded panel: its skeleton while loading, the failure with a Retry button, the empty
 * message, or the content built from the data.
 */
export function QueryState<T>({
  query,
  loading,
  errorFallback,
  isEmpty,
  emptyMessage,
  children,
  className,
}: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, errorFallback)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        className={className}
      />
    );
  }
  if (query.isPending || query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <EmptyState message={emptyMessage} className={className} />;
  return <>{children(query.data)}</>;
}
