/**
 * Test data and helpers of the content screens (tests only).
 */
import type {
  BlogPost,
  BlogPostListItem,
  Paged,
  WebPage,
  WebPageListItem,
} from '@job-board/contract';
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { renderApp } from '../../testing/render-app';

/**
 * Renders the app at `path` and waits for the screen's heading (the first render of a lazily
 * loaded screen can take a while on a busy machine).
 */
export async function renderScreen(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return rendered;
}

export function paged<T>(data: T[], page = 1, lastPage = 1): Paged<T> {
  return {
    data,
    links: { first: '?page=1', last: `?page=${lastPage}`, prev: null, next: null },
    meta: {
      current_page: page,
      from: data.length > 0 ? 1 : null,
      last_page: lastPage,
      path: '',
      per_page: 10,
      to: data.length > 0 ? data.length : null,
      total: data.length,
    },
  };
}

export const aboutPage: WebPage = {
  id: 3,
  title: 'About Us',
  slug: 'about-us',
  published: true,
  status: 'active',
  updated_at: '2025-01-02T10:00:00.000Z',
  body: '<p>Who we are</p>',
  is_published: true,
};

export const aboutPageItem: WebPageListItem = {
  id: aboutPage.id,
  title: aboutPage.title,
  slug: aboutPage.slug,
  published: aboutPage.published,
  status: aboutPage.status,
  updated_at: aboutPage.updated_at,
};

export const termsPageItem: WebPageListItem = {
  id: 4,
  title: 'Terms and Conditions of Use',
  slug: 'terms',
  published: false,
  status: 'paused',
  updated_at: '2025-01-03T10:00:00.000Z',
};

export const publishedPost: BlogPostListItem = {
  id: 7,
  title: 'Hiring Tips',
  slug: 'hiring-tips',
  featured_image: 'https://cdn.example.com/tips.png',
  excerpt: 'Five ways to hire well.',
  published: true,
  is_featured: true,
  published_date: '2025-01-05T10:00:00.000Z',
};

export const hiddenPost: BlogPostListItem = {
  id: 8,
  title: 'Draft Ideas',
  slug: 'draft-ideas',
  featured_image: 'https://cdn.example.com/draft.png',
  excerpt: null,
  published: false,
  is_featured: false,
  published_date: null,
};

export const fullPost: BlogPost = {
  id: 7,
  author_id: 1,
  post_title: 'Hiring Tips',
  slug: 'hiring-tips-2',
  featured_image: 'https://cdn.example.com/tips.png',
  excerpt: 'Five ways to hire well.',
  body: '<p>Hire well.</p>',
  is_published: true,
  is_featured: true,
  published_date: '2025-01-05T10:00:00.000Z',
};

/** The routes the Content Management screen loads. */
export function contentListRoutes(
  pages: WebPageListItem[] = [aboutPageItem, termsPageItem],
  posts: BlogPostListItem[] = [publishedPost, hiddenPost],
) {
  return {
    'GET /api/admin/webpages': { body: paged(pages) },
    'GET /api/admin/blogposts': { body: paged(posts) },
  };
}

// jsdom has no layout; ProseMirror measures the caret after each change, and empty
// measurements are enough for it to carry on.
const EMPTY_RECT = new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const layoutStubs = [
  [Range.prototype, 'getClientRects', emptyRects],
  [Range.prototype, 'getBoundingClientRect', () => EMPTY_RECT],
  [Document.prototype, 'elementFromPoint', () => null],
] as const;

/** Lets the rich-text editor take input in jsdom; call at the top of a test file. */
export function stubEditorLayout() {
  beforeAll(() => {
    for (const [target, name, stub] of layoutStubs) {
      Object.defineProperty(target, name, { value: stub, configurable: true, writable: true });
    }
  });
  afterAll(() => {
    for (const [target, name] of layoutStubs) Reflect.deleteProperty(target, name);
  });
}

/** The rich-text editor named `label`, once its lazily loaded code has arrived. */
export function findEditor(label: string) {
  return screen.findByRole('textbox', { name: label }, { timeout: 10_000 });
}

/**
 * Pastes text at the end of an editor (typing into a contenteditable is unreliable in jsdom;
 * a paste carries its content in the event).
 */
export function pasteInto(editor: HTMLElement, text: string) {
  act(() => {
    editor.focus();
    const range = document.createRange();
    range.selectNodeContents(editor);
    range.collapse(false);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/plain'],
      getData: (type: string) => (type === 'text/plain' ? text : ''),
    },
  });
  act(() => {
    editor.dispatchEvent(event);
  });
}
