import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { getAppQueryClient } from '../../lib/query-client';

/**
 * Server state for the signed-in screens: the app's query client, unless one is provided above
 * (tests pass theirs to the app providers). It lives here, not around the whole app, so the
 * sign-in screens never load the query library.
 */
export function SignedInQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={getAppQueryClient()}>{children}</QueryClientProvider>;
}
