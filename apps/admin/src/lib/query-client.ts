import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** How long fetched data counts as fresh: screens revisited within it show it without a refetch. */
export const STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: no answer (network) or a server error (5xx).
 * A 4xx answer will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry },
      // A change is never sent twice behind the user's back.
      mutations: { retry: false },
    },
  });
}
