import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toasts } from '../components/ui/toasts';
import { authStore } from '../lib/auth-store';

/** Forgets every cached answer when the admin signs out, so the next one never sees them. */
function useClearCacheOnSignOut(queryClient: QueryClient) {
  useEffect(() => {
    let wasAuthenticated = authStore.getState().authenticated;
    return authStore.subscribe(() => {
      const { authenticated } = authStore.getState();
      if (wasAuthenticated && !authenticated) queryClient.clear();
      wasAuthenticated = authenticated;
    });
  }, [queryClient]);
}

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Server state (TanStack Query) and toasts around the router. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useClearCacheOnSignOut(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
