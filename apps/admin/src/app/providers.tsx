import type { ReactNode } from 'react';
import { ToastOutlet } from '../components/ui/toast-outlet';
import { AppNameProvider } from '../lib/app-name';

/**
 * The app name and the toasts around the router. Server state (TanStack Query) is provided by
 * the signed-in layout (app/layout/signed-in-queries.tsx): the signed-out screens use no
 * queries, so the query library never loads with them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppNameProvider>
      {children}
      <ToastOutlet />
    </AppNameProvider>
  );
}
