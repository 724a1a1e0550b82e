import { RICH_TEXT_LINK, RICH_TEXT_LIST_TYPES, RICH_TEXT_TAGS } from '@job-board/contract';
import clsx from 'clsx';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { isAllowedLinkUrl } from '../../utils/link-url';

/**
 * How rich text reads, in the view and in the editor alike: spaced paragraphs, headings, lists
 * with their markers, underlined links. Palette classes, so the dark theme turns them over.
 */
export const RICH_TEXT_CLASSES =
  'text-sm leading-relaxed break-words text-slate-900 [&_a]:text-teal-700 [&_a]:underline [&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 [&>:last-child]:mb-0';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
/** Dropped with their content, which is code or foreign markup; other unknown tags keep their text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'noscript',
  'textarea',
  'select',
]);
const LIST_TYPES = new Set<string>(RICH_TEXT_LIST_TYPES);

/** A link keeps only a safe target; every link opens in a new tab without the opener. */
function linkProps(element: Element): Record<string, string> | null {
  const href = element.getAttribute('href') ?? '';
  if (!isAllowedLinkUrl(href)) return null;
  return { href: href.trim(), ...RICH_TEXT_LINK };
}

function listProps(element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  const start = element.getAttribute('start')?.trim();
  if (start && /^\d{1,9}$/.test(start)) props.start = start;
  const type = element.getAttribute('type');
  if (type && LIST_TYPES.has(type)) props.type = type;
  return props;
}

function renderNodes(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node, index) => renderNode(node, index));
}

function renderNode(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = renderNodes(element.childNodes);
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const props = linkProps(element);
    return props
      ? createElement('a', { key, ...props }, ...children)
      : createElement(Fragment, { key }, ...children);
  }
  const props = tag === 'ol' ? listProps(element) : {};
  return createElement(tag, { key, ...props }, ...children);
}

type RichTextViewProps = {
  /** Rich text as stored (sanitised HTML). */
  html: string;
  /** Shown when the text holds no words. */
  empty?: ReactNode;
  className?: string;
};

/**
 * Stored rich text shown as written: paragraphs, headings, lists, emphasis and links. The HTML
 * was sanitised when saved; it is read again here through the same allow-list (the contract's
 * RICH_TEXT_TAGS) and built as React elements (never injected as markup), so nothing the editor
 * cannot make reaches the page.
 */
export function RichTextView({ html, empty = 'N/A', className }: RichTextViewProps) {
  // Parsed once per text, not on every render of the screen around it.
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return body.textContent?.trim() ? renderNodes(body.childNodes) : null;
  }, [html]);
  if (!content) return <p className={clsx('text-sm text-slate-500', className)}>{empty}</p>;
  return <div className={clsx(RICH_TEXT_CLASSES, className)}>{content}</div>;
}
