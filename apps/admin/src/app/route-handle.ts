import type { Permission } from '@job-board/contract';
import { useMatches } from 'react-router';

/** What a route declares about itself in its `handle`. */
export type RouteHandle = {
  /** The screen's title: the browser tab reads "{title} - {app name}". */
  title?: string;
  /** The permission the screen needs (see screenRoute). */
  permission?: Permission;
};

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
