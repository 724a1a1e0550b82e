import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * A lazily loaded screen at `path` (relative to /admin) whose browser title is
 * "{title} - {app name}". `load` imports the screen's module (its own chunk) and returns the
 * component; `children` are nested routes rendered in the screen's <Outlet />.
 */
export function screenRoute(
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  children?: RouteObject[],
): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: async () => ({ Component: await load() }),
    ...(children ? { children } : {}),
  };
}
