import type { Permission } from '@job-board/contract';
import type { ComponentType } from 'react';
import { usePermission } from '../lib/permissions';
import { NoAccessScreen } from './routes/no-access-screen';

/**
 * `Screen` for the roles holding `permission`; the no-access screen for the others (nothing of
 * the screen renders, so none of its data is asked for).
 */
export function requirePermission(permission: Permission, Screen: ComponentType): ComponentType {
  function PermittedScreen() {
    return usePermission(permission) ? <Screen /> : <NoAccessScreen />;
  }
  PermittedScreen.displayName = `RequirePermission(${permission})`;
  return PermittedScreen;
}
