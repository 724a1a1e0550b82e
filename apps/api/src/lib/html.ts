import { createRequire } from 'node:module';
import { RICH_TEXT_LINK, RICH_TEXT_LIST_TYPES, RICH_TEXT_TAGS } from '@job-board/contract';
import type SanitizeHtml from 'sanitize-html';

// The sanitiser and its HTML parser are loaded by the first rich text, not at start.
let sanitizer: typeof SanitizeHtml | undefined;
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions): string =>
  (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml)(
    html,
    options,
  );

/**
 * Rich text is stored exactly as the admin editor (Tiptap StarterKit with bold, italic, link,
 * heading, bullet list and numbered list) produces it, because the public website and the apps
 * render it as HTML.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const LIST_TYPES: readonly string[] = RICH_TEXT_LIST_TYPES;

/**
 * The canonical form of a link target when it is an absolute http, https or mailto URL, else
 * null. Storing the parsed form means every reader (browser, app) sees the scheme checked here.
 */
export function safeLinkHref(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags are dropped but their text is kept, except these, whose content is code,
  // raw text or foreign markup.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'title',
    'iframe',
    'noembed',
    'noframes',
    'noscript',
    'template',
    'object',
    'svg',
    'math',
  ],
  transformTags: {
    // A link whose target is not a safe absolute URL becomes plain text (the span is discarded).
    a: (_tagName, attribs): SanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      return href
        ? { tagName: 'a', attribs: { href, ...RICH_TEXT_LINK } }
        : { tagName: 'span', attribs: {} };
    },
    ol: (_tagName, attribs): SanitizeHtml.Tag => {
      const start = attribs.start?.trim();
      const kept: SanitizeHtml.Attributes = {};
      if (start && /^\d{1,9}$/.test(start) && Number(start) !== 1)
        kept.start = String(Number(start));
      if (attribs.type && LIST_TYPES.includes(attribs.type)) kept.type = attribs.type;
      return { tagName: 'ol', attribs: kept };
    },
  },
};

/** Keeps only what the editor can produce; everything else is removed (text is kept). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitised rich text shows no words (e.g. the editor's empty paragraph). */
export function isBlankRichText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return !/\S/.test(text.replace(/&nbsp;/g, ' '));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * Rich text as the words a reader sees: every tag removed, a space where a paragraph, item,
 * heading or line ends (so "<p>A.</p><p>B</p>" reads "A. B"), entities written as characters.
 */
export function richTextAsText(html: string): string {
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|ul|ol|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when HTML as a client sent it is empty on purpose: no text at all (not even inside
 * scripts or other elements the sanitiser drops) and only elements the editor makes (`<p></p>`,
 * `<p><br></p>`). A body that is blank once sanitised but not empty here lost its content to
 * the sanitiser.
 */
export function isEmptyEditorHtml(html: string): boolean {
  const allText = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: [] });
  if (/\S/.test(allText.replace(/&nbsp;/g, ' ').replace(/\u00a0/g, ' '))) return false;
  const allowed = new Set(OPTIONS.allowedTags || []);
  for (const [, name] of html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)) {
    if (!allowed.has(name!.toLowerCase())) return false;
  }
  return !/<!|<\?/.test(html);
}
