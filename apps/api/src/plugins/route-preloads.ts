/**
 * The chunks the admin app's first screen needs, announced in the page the server sends
 * (`<link rel="modulepreload">`), so the browser fetches them alongside the app's first chunk
 * instead of a round trip after it. The admin build lists them per route in route-preloads.json
 * (apps/admin/build/route-preloads.ts); the session says whether the visitor is signed in, so a
 * guest sent to a signed-in screen (and on to the login screen) is not made to fetch its code.
 */
import { existsSync, readFileSync } from 'node:fs';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = {
  /** The signed-in layout's chunks, needed by every signed-in screen. */
  layout: string[];
  /** Each route of the app: its path under /admin (`users/:id`, `*`) and its own chunks. */
  routes: { path: string; signedIn: boolean; files: string[] }[];
};

/** The build's list, or null when the build has none (an older build: no hints, no harm). */
export function readRoutePreloads(file: string): RoutePreloads | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  return Array.isArray(parsed.layout) && Array.isArray(parsed.routes) ? parsed : null;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * How well a route's path matches the address' segments, higher being more specific (as the
 * app's router ranks them: a written-out segment over a `:parameter`, both over `*`); null when
 * it does not match.
 */
function matchScore(pattern: string, segments: string[]): number | null {
  const parts = segmentsOf(pattern);
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part === '*') return index < segments.length || parts.length === 1 ? score - 2 : null;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) score += 3;
    else if (part.toLowerCase() === segment.toLowerCase()) score += 10;
    else return null;
  }
  return parts.length === segments.length ? score : null;
}

/**
 * The chunks to announce for an address under /admin (`pathname` without the /admin prefix):
 * for a signed-in visitor, the layout's and the signed-in screen's; for a guest, those of a
 * signed-out screen (the login screen is in the first chunk: none). The app's root sends a
 * signed-in admin on to a screen, so it gets the layout's alone.
 */
export function preloadsFor(
  preloads: RoutePreloads,
  pathname: string,
  signedIn: boolean,
): string[] {
  const segments = segmentsOf(pathname);
  if (segments.length === 0) return signedIn ? preloads.layout : [];
  let best: { score: number; route: RoutePreloads['routes'][number] } | null = null;
  for (const route of preloads.routes) {
    const score = matchScore(route.path, segments);
    if (score !== null && (best === null || score > best.score)) best = { score, route };
  }
  if (!best || best.route.signedIn !== signedIn) return signedIn ? preloads.layout : [];
  return [...new Set([...(signedIn ? preloads.layout : []), ...best.route.files])];
}

/** The `<link rel="modulepreload">` tags of `files` (paths under the app's base). */
export const modulePreloadTags = (base: string, files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('');
