import { CONTENT_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as blogRepo from './blog-posts.repository.js';
import * as blogPosts from './blog-posts.service.js';
import * as pageRepo from './web-pages.repository.js';
import * as webPages from './web-pages.service.js';

export const contentRoutes = [
  defineRoute(endpoints.webPages.list).handle(
    async ({ request, query, context: { db, config } }) => {
      const page = { page: query.page, perPage: PAGE_SIZES.webPages };
      const { rows, total } = await pageRepo.listWebPages(db, page);
      return pagedEnvelope(request, config, rows.map(pageRepo.toWebPageListItem), total, page);
    },
  ),
  defineRoute(endpoints.webPages.create).handle(async ({ body, context }) => ({
    data: pageRepo.toWebPage(await webPages.createWebPage(context, body)),
  })),
  defineRoute(endpoints.webPages.get).handle(async ({ params, context: { db } }) => {
    const row = await pageRepo.findWebPage(db, params.id);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.webPageNotFound);
    return { data: pageRepo.toWebPage(row) };
  }),
  defineRoute(endpoints.webPages.update).handle(async ({ params, body, context }) => {
    const row = await webPages.updateWebPage(context, { pageId: params.id, changes: body });
    return { data: pageRepo.toWebPage(row) };
  }),
  defineRoute(endpoints.webPages.delete).handle(async ({ params, context }) => {
    await webPages.deleteWebPage(context, { pageId: params.id });
    return { result: true, message: CONTENT_MESSAGES.webPageDeleted, data: null };
  }),

  defineRoute(endpoints.blogPosts.list).handle(
    async ({ request, query, context: { db, config } }) => {
      const page = { page: query.page, perPage: PAGE_SIZES.blogPosts };
      const { rows, total } = await blogRepo.listBlogPosts(db, page);
      const items = rows.map((row) => blogRepo.toBlogPostListItem(config, row));
      return pagedEnvelope(request, config, items, total, page);
    },
  ),
  defineRoute(endpoints.blogPosts.get).handle(async ({ params, context: { db, config } }) => {
    const row = await blogRepo.findBlogPost(db, params.id);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
    return { data: blogRepo.toBlogPost(config, row) };
  }),
  defineRoute(endpoints.blogPosts.togglePublic).handle(async ({ params, context }) => {
    const row = await blogPosts.toggleBlogPostPublished(context, { postId: params.id });
    return {
      result: true,
      message:
        row.is_published === 1
          ? CONTENT_MESSAGES.blogPostPublished
          : CONTENT_MESSAGES.blogPostHidden,
      data: blogRepo.toBlogPost(context.config, row),
    };
  }),
  defineRoute(endpoints.blogPosts.create).handle(async ({ body, context }) => {
    const row = await blogPosts.createBlogPost(context, body);
    return { data: blogRepo.toBlogPost(context.config, row) };
  }),
  defineRoute(endpoints.blogPosts.update).handle(async ({ params, body, context }) => {
    const row = await blogPosts.updateBlogPost(context, { postId: params.id, changes: body });
    return { data: blogRepo.toBlogPost(context.config, row) };
  }),
  defineRoute(endpoints.blogPosts.delete).handle(async ({ params, context }) => {
    await blogPosts.deleteBlogPost(context, { postId: params.id });
    return { result: true, message: CONTENT_MESSAGES.blogPostDeleted, data: null };
  }),
];
