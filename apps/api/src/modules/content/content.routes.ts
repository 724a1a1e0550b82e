import { CONTENT_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { bulkMessage } from '../../lib/bulk.js';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as blogRepo from './blog-posts.repository.js';
import * as blogPosts from './blog-posts.service.js';
import * as pageRepo from './web-pages.repository.js';
import * as webPages from './web-pages.service.js';

/** The columns of the blog posts export. */
const BLOG_EXPORT_COLUMNS: readonly CsvColumn<blogRepo.BlogPostExportRow>[] = [
  { header: 'ID', value: (post) => post.id },
  { header: 'Title', value: (post) => post.title },
  { header: 'Slug', value: (post) => post.slug },
  { header: 'Excerpt', value: (post) => post.excerpt },
  { header: 'Published', value: (post) => (post.is_published === 1 ? 'yes' : 'no') },
  { header: 'Featured', value: (post) => (post.is_featured === 1 ? 'yes' : 'no') },
  { header: 'Published date', value: (post) => post.published_at },
  { header: 'Created', value: (post) => post.created_at },
];

export const contentRoutes = [
  defineRoute(endpoints.webPages.list).handle(
    async ({ request, query, context: { db, config } }) => {
      const page = { page: query.page, perPage: PAGE_SIZES.webPages };
      const { rows, total } = await pageRepo.listWebPages(db, page, query.sort);
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
      const filter = blogRepo.blogPostFilterOf(query);
      const { rows, total } = await blogRepo.listBlogPosts(db, filter, page);
      const items = rows.map((row) => blogRepo.toBlogPostListItem(config, row));
      return pagedEnvelope(request, config, items, total, page);
    },
  ),
  defineRoute(endpoints.blogPosts.export).handle(async ({ reply, query, context: { db } }) => {
    const filter = blogRepo.blogPostFilterOf(query);
    const batches = keysetBatches<blogRepo.BlogPostExportRow, blogRepo.BlogPostExportCursor>(
      (cursor, size) => blogRepo.blogPostExportBatch(db, filter, cursor, size),
      (post) => [post.created_at, post.id],
    );
    return sendCsv(reply, 'blog-posts', BLOG_EXPORT_COLUMNS, batches);
  }),
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
  defineRoute(endpoints.blogPosts.delete).handle(async ({ params, context }) => {
    await blogPosts.deleteBlogPost(context, { postId: params.id });
    return { result: true, message: CONTENT_MESSAGES.blogPostDeleted, data: null };
  }),
];
