import { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from './api-error';
import { authStore } from './auth-store';

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

/** Forgets every cached answer when the admin signs out, so the next one never sees them. */
export function clearCacheOnSignOut(queryClient: QueryClient): () => void {
  let wasAuthenticated = authStore.getState().authenticated;
  return authStore.subscribe(() => {
    const { authenticated } = authStore.getState();
    if (wasAuthenticated && !authenticated) queryClient.clear();
    wasAuthenticated = authenticated;
  });
}

/** `clearCacheOnSignOut` while the component is mounted. */
export function useClearCacheOnSignOut(queryClient: QueryClient): void {
  useEffect(() => clearCacheOnSignOut(queryClient), [queryClient]);
}

let appQueryClient: QueryClient | undefined;

/**
 * The app's one query client, made when the signed-in layout first loads; it outlives sign-outs
 * (its cache is cleared then) so a new sign-in on the same page starts afresh.
 */
export function getAppQueryClient(): QueryClient {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    clearCacheOnSignOut(appQueryClient);
  }
  return appQueryClient;
}
