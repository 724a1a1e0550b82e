/** Hosts of a developer's machine; images saved with them are served by this site under /img/. */
const LOCAL_DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0']);

const IMG_PREFIX = '/img/';

/** Shown when a profile picture is missing or fails to load. */
export const FALLBACK_PROFILE_IMAGE = '/img/sample-profile.jpg';

/**
 * The address to show an image from. Addresses on a local development host (any port) are
 * rewritten to `origin` + "/img/" + their path (without doubling an existing /img/ prefix);
 * an empty address gives null; anything else is returned unchanged.
 */
export function resolveImageUrl(
  url: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!LOCAL_DEVELOPMENT_HOSTS.has(parsed.hostname)) return url;
  const path = parsed.pathname.startsWith(IMG_PREFIX)
    ? parsed.pathname.slice(IMG_PREFIX.length)
    : parsed.pathname.replace(/^\/+/, '');
  return `${origin.replace(/\/+$/, '')}${IMG_PREFIX}${path}${parsed.search}${parsed.hash}`;
}
