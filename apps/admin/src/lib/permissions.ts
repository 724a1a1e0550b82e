/**
 * What the signed-in admin may do, from the `permissions` of their details (the contract's one
 * table, PERMISSIONS). The app shows only what the role holds: menu entries, screens, buttons and
 * bulk actions; the server refuses the rest anyway.
 *
 *   const can = useCan();
 *   {can('users.write') && <Button>Block</Button>}
 *
 * The stored details may be stale (an owner changed the role since): they are read again when
 * the app loads with a stored sign-in (refreshStoredSignIn, from main.tsx) and after any 403
 * answer (auth-store), so the menu follows a demotion at once.
 */
import type { AdminDetails, Permission } from '@job-board/contract';
import { useCallback } from 'react';
import { authStore, useAuth, type AuthStore } from './auth-store';

/** Whether `user` holds `permission` (nobody signed in holds nothing). */
export const userCan = (user: AdminDetails | null, permission: Permission): boolean =>
  user?.permissions.includes(permission) ?? false;

/** A check of the signed-in admin's permissions, re-rendering when they change. */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useAuth();
  return useCallback((permission: Permission) => userCan(user, permission), [user]);
}

/** Whether the signed-in admin holds `permission`. */
export function usePermission(permission: Permission): boolean {
  return useCan()(permission);
}

/**
 * When the app loads with a stored sign-in, reads the admin's details from the server again: the
 * role may have changed since they were stored. A failure keeps the stored details; a 401 signs
 * out as for any call. Resolves once done.
 */
export async function refreshStoredSignIn(store: AuthStore = authStore): Promise<void> {
  if (!store.getState().authenticated || store.hasFreshDetails()) return;
  await store.refreshDetails().catch(() => undefined);
}
