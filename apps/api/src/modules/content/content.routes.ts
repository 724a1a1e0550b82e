import { CONTENT_MESSAGES, endpoints } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { bulkMessage, undoable } from '../../lib/bulk.js';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as blogRepo from './blog-posts.repository.js';
import * as blogPosts from './blog-posts.service.js';
import * as pageRepo from './web-pages.repository.js';
import * as webPages from './web-pages.service.js';

export const contentRoutes = [
  defineRoute(endpoints.webPages.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await webPages.listWebPages(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
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
  defineRoute(endpoints.webPages.delete).handle(({ params, context }) =>
    undoable(context, CONTENT_MESSAGES.webPageDeleted, (call) =>
      webPages.deleteWebPage(call, { pageId: params.id }),
    ),
  ),

  defineRoute(endpoints.blogPosts.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await blogPosts.listBlogPosts(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.blogPosts.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, blogPosts.exportBlogPosts(context, query))),
  ),
  defineRoute(endpoints.blogPosts.bulk).handle(async ({ body, context }) => {
    const data = await blogPosts.bulkChangeBlogPosts(context, body);
    return { result: true, message: bulkMessage(data), data };
  }),
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
  defineRoute(endpoints.blogPosts.delete).handle(({ params, context }) =>
    undoable(context, CONTENT_MESSAGES.blogPostDeleted, (call) =>
      blogPosts.deleteBlogPost(call, { postId: params.id }),
    ),
  ),
];
