import type { Permission } from '@job-board/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { requirePermission } from './require-permission';
import type { RouteHandle } from './route-handle';

export type ScreenRouteOptions = {
  /**
   * The permission the screen needs: a role without it sees "You don't have access to this
   * page" instead (the server would refuse its data anyway).
   */
  permission?: Permission;
  /** Nested routes rendered in the screen's <Outlet />. */
  children?: RouteObject[];
};

/**
 * A lazily loaded screen at `path` (relative to /admin) whose browser title is
 * "{title} - {app name}". `load` imports the screen's module (its own chunk) and returns the
 * component; the fourth argument is either the nested routes (rendered in the screen's
 * <Outlet />) or `{ permission, children }`.
 */
export function screenRoute(
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  childrenOrOptions?: RouteObject[] | ScreenRouteOptions,
): RouteObject {
  const { permission, children } = Array.isArray(childrenOrOptions)
    ? { permission: undefined, children: childrenOrOptions }
    : (childrenOrOptions ?? {});
  const handle: RouteHandle = { title, ...(permission ? { permission } : {}) };
  return {
    path,
    handle,
    lazy: async () => {
      const Screen = await load();
      return { Component: permission ? requirePermission(permission, Screen) : Screen };
    },
    ...(children ? { children } : {}),
  };
}
