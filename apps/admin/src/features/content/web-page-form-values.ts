import type { WebPage, webPageUpdateBody } from '@job-board/contract';
import type { z } from 'zod';

/** What the edit web page form holds, checked by the contract's `webPageUpdateBody`. */
export type WebPageFormValues = z.input<typeof webPageUpdateBody>;

export const webPageFormValues = (page: WebPage): WebPageFormValues => ({
  title: page.title,
  body: page.body,
  is_published: page.is_published,
  status: page.status,
});
