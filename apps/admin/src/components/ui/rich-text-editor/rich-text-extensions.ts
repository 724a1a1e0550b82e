import { RICH_TEXT_LINK } from '@job-board/contract';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkUrl } from '../../../utils/link-url';

/** What an empty editor holds and emits: one empty paragraph. */
export const EMPTY_RICH_TEXT = '<p></p>';

/**
 * Only what the toolbar offers — paragraphs, headings, bold, italic, links (http, https, mailto),
 * bullet and numbered lists, undo/redo — plus line breaks (Shift+Enter), so pasted content keeps
 * no more than the server's sanitiser allows (apps/api/src/lib/html.ts). Everything else
 * StarterKit brings is switched off. Links carry the same target and rel the server stores.
 */
export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { ...RICH_TEXT_LINK },
      isAllowedUri: (url) => isAllowedLinkUrl(url),
      shouldAutoLink: (url) => isAllowedLinkUrl(url),
    },
  }),
];
