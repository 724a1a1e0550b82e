/** What the server accepts as a slug: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Turns a title into a slug. Text that already is a slug is returned unchanged; otherwise it is
 * lower-cased, accents are dropped (é → e), other non-word characters are removed, spaces and
 * underscores become hyphens, and repeated or edge hyphens are tidied away.
 */
export function slugify(text: string): string {
  if (SLUG_PATTERN.test(text)) return text;
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
