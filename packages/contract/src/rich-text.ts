/**
 * What stored rich text (job descriptions, blog post and web page bodies) may hold: exactly what
 * the admin editor makes. The API's sanitiser keeps only this on write and the admin app's
 * RichTextView only this when showing it.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'ul',
  'ol',
  'li',
] as const;

/** Numbering styles an ordered list may keep (the editor reads them from pasted lists). */
export const RICH_TEXT_LIST_TYPES = ['1', 'a', 'A', 'i', 'I'] as const;

/** Where every link of rich text opens, and what it tells the page it opens. */
export const RICH_TEXT_LINK = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
