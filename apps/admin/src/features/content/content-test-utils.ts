/**
 * Test data and helpers of the content screens (tests only).
 */
import type { BlogPost, BlogPostListItem, WebPage, WebPageListItem } from '@job-board/contract';
import { screen } from '@testing-library/react';
import { pagedBody } from '../../testing/paged-body';
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
    'webPages.list': { body: pagedBody(pages) },
    'blogPosts.list': { body: pagedBody(posts) },
  };
}
