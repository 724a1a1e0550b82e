import { errorMessage } from '../../../lib/api-error';
import type { LoadState } from './resource-table-card';

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** A query's loading and failure state as a table shows them. */
export function loadStateOf(query: QueryLike, fallback: string): LoadState {
  return {
    isLoading: query.isPending && !query.isError,
    error: query.isError ? errorMessage(query.error, fallback) : null,
    onRetry: () => void query.refetch(),
  };
}
