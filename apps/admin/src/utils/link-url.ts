/** The link schemes the editor allows and the server's sanitiser keeps. */
const ALLOWED_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Whether `url` is an absolute http, https or mailto address. */
export function isAllowedLinkUrl(url: string): boolean {
  const text = url.trim();
  if (!text) return false;
  try {
    const parsed = new URL(text);
    if (!ALLOWED_LINK_PROTOCOLS.has(parsed.protocol)) return false;
    return parsed.protocol === 'mailto:' ? parsed.pathname.length > 0 : parsed.hostname.length > 0;
  } catch {
    return false;
  }
}
