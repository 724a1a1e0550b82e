import type { Permission } from '@job-board/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { usePermission } from '../lib/permissions';

// Loaded when a role first meets a screen it may not open: never on the way to the first screen.
const NoAccessScreen = lazy(() =>
  import('./routes/no-access-screen').then((module) => ({ default: module.NoAccessScreen })),
);

/**
 * `Screen` for the roles holding `permission`; the no-access screen for the others (nothing of
 * the screen renders, so none of its data is asked for).
 */
export function requirePermission(permission: Permission, Screen: ComponentType): ComponentType {
  function PermittedScreen() {
    return usePermission(permission) ? (
      <Screen />
    ) : (
      <Suspense fallback={null}>
        <NoAccessScreen />
      </Suspense>
    );
  }
  PermittedScreen.displayName = `RequirePermission(${permission})`;
  return PermittedScreen;
}
