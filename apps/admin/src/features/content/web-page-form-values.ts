import { slugFromTitle, webPageCreateBody, type WebPage } from '@job-board/contract';
import { z } from 'zod';

/**
 * The web page form, for a new page and a saved one: the contract's fields, plus whether the slug
 * is typed by hand (unticked, it follows the title of a new page). A blank slug is made from the
 * title. The status is chosen on a saved page only.
 */
export const webPageFormSchema = webPageCreateBody
  .pick({ title: true, slug: true, body: true, is_published: true, status: true })
  .extend({ manual_slug: z.boolean() })
  .transform(({ manual_slug: _manualSlug, ...page }) => ({
    ...page,
    slug: page.slug ?? (slugFromTitle(page.title) || undefined),
  }));

export type WebPageFormValues = z.input<typeof webPageFormSchema>;

/** "Add Web Page": empty, no status (a new page is active). */
export const EMPTY_WEB_PAGE_VALUES: WebPageFormValues = {
  title: '',
  slug: '',
  manual_slug: false,
  body: '',
  is_published: false,
};

/** "Edit Web Page": the saved page; it keeps its slug, which the form neither shows nor sends. */
export const webPageFormValues = (page: WebPage): WebPageFormValues => ({
  title: page.title,
  slug: '',
  manual_slug: false,
  body: page.body,
  is_published: page.is_published,
  status: page.status,
});
