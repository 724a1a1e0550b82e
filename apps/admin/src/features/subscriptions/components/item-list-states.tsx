import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';

type ItemListStatesProps<T> = {
  /** What is listed, for the loading announcement ("packages"). */
  label: string;
  items: readonly T[] | undefined;
  isLoading: boolean;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  emptyMessage: string;
  children: (items: readonly T[]) => ReactNode;
};

/** A panel list's loading skeleton, failure with retry, empty state, or the list itself. */
export function ItemListStates<T>({
  label,
  items,
  isLoading,
  error,
  isRetrying,
  onRetry,
  emptyMessage,
  children,
}: ItemListStatesProps<T>) {
  if (isLoading) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading {label}…</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (!items) {
    return (
      <ErrorState
        message={errorMessage(error, '')}
        onRetry={onRetry}
        isRetrying={isRetrying}
        className="py-6"
      />
    );
  }
  if (items.length === 0) return <EmptyState message={emptyMessage} className="py-6" />;
  return <>{children(items)}</>;
}
