import { webPageCreateBody, type WebPage, type webPageUpdateBody } from '@job-board/contract';
import { z } from 'zod';
import { slugForTitle } from './blog-post-form-schema';

/** What the edit web page form holds, checked by the contract's `webPageUpdateBody`. */
export type WebPageFormValues = z.input<typeof webPageUpdateBody>;

export const webPageFormValues = (page: WebPage): WebPageFormValues => ({
  title: page.title,
  body: page.body,
  is_published: page.is_published,
  status: page.status,
});

/**
 * "Add Web Page": the contract's create fields, plus whether the slug is typed by hand (unticked,
 * it follows the title). A blank slug is made from the title.
 */
export const newWebPageFormSchema = webPageCreateBody
  .pick({ title: true, slug: true, body: true, is_published: true })
  .extend({ manual_slug: z.boolean() })
  .transform(({ manual_slug: _manualSlug, ...page }) => ({
    ...page,
    slug: page.slug ?? (slugForTitle(page.title) || undefined),
  }));

export type NewWebPageFormValues = z.input<typeof newWebPageFormSchema>;

export const EMPTY_WEB_PAGE_VALUES: NewWebPageFormValues = {
  title: '',
  slug: '',
  manual_slug: false,
  body: '',
  is_published: false,
};
