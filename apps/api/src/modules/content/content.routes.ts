import {
  CONTENT_MESSAGES,
  PAGE_SIZES,
  blogPostCreateBody,
  blogPostDeleteResponse,
  blogPostResponse,
  blogPostToggleResponse,
  blogPostUpdateBody,
  blogPostsList,
  blogPostsListQuery,
  idParams,
  webPageDeleteResponse,
  webPageResponse,
  webPageUpdateBody,
  webPagesList,
  webPagesListQuery,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as blogRepo from './blog-posts.repository.js';
import * as blogPosts from './blog-posts.service.js';
import * as pageRepo from './web-pages.repository.js';
import * as webPages from './web-pages.service.js';

const tags = ['content'];

export function contentRoutes(deps: AppDeps) {
  const { config, db } = deps;
  const fullPost = (row: blogRepo.BlogPostRow) => blogRepo.toBlogPost(config, row);

  return [
    defineRoute({
      method: 'GET',
      url: '/api/admin/webpages',
      access: 'admin',
      summary: 'Web pages, 5 per page, in the order they were created',
      tags,
      query: webPagesListQuery,
      responses: { 200: webPagesList },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.webPages };
        const { rows, total } = await pageRepo.listWebPages(db, page);
        return pagedEnvelope(request, config, rows.map(pageRepo.toWebPageListItem), total, page);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/webpages/:id',
      access: 'admin',
      summary: 'One web page with its body',
      tags,
      params: idParams,
      responses: { 200: webPageResponse },
      handler: async ({ params }) => {
        const row = await pageRepo.findWebPage(db, params.id);
        if (!row) throw AppError.notFound(CONTENT_MESSAGES.webPageNotFound);
        return { data: pageRepo.toWebPage(row) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/admin/webpages/:id',
      access: 'admin',
      summary: 'Update a web page (fields left out keep their value; the body is sanitised)',
      tags,
      params: idParams,
      body: webPageUpdateBody,
      responses: { 200: webPageResponse },
      handler: async ({ request, params, body, admin }) => {
        const row = await webPages.updateWebPage(deps, request, admin.id, params.id, body);
        return { data: pageRepo.toWebPage(row) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/admin/webpages/:id',
      access: 'admin',
      summary: 'Delete the web page named by the URL',
      tags,
      params: idParams,
      responses: { 200: webPageDeleteResponse },
      handler: async ({ request, params, admin }) => {
        await webPages.deleteWebPage(deps, request, admin.id, params.id);
        return { result: true, message: CONTENT_MESSAGES.webPageDeleted, data: null };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/admin/blogposts',
      access: 'admin',
      summary: 'Blog posts, 10 per page, newest first',
      tags,
      query: blogPostsListQuery,
      responses: { 200: blogPostsList },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.blogPosts };
        const { rows, total } = await blogRepo.listBlogPosts(db, page);
        const items = rows.map((row) => blogRepo.toBlogPostListItem(config, row));
        return pagedEnvelope(request, config, items, total, page);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/blogposts/:id',
      access: 'admin',
      summary: 'One blog post with its body',
      tags,
      params: idParams,
      responses: { 200: blogPostResponse },
      handler: async ({ params }) => {
        const row = await blogRepo.findBlogPost(db, params.id);
        if (!row) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
        return { data: fullPost(row) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/blogposts/toggle-public/:id',
      access: 'admin-bearer',
      summary: 'Publish a hidden blog post, or hide a published one',
      tags,
      params: idParams,
      responses: { 200: blogPostToggleResponse },
      handler: async ({ request, params, admin }) => {
        const row = await blogPosts.toggleBlogPostPublished(deps, request, admin.id, params.id);
        return {
          result: true,
          message:
            row.is_published === 1
              ? CONTENT_MESSAGES.blogPostPublished
              : CONTENT_MESSAGES.blogPostHidden,
          data: fullPost(row),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/blogposts',
      access: 'admin',
      summary:
        'Create a blog post by the signed-in admin (slug derived from the title when absent)',
      tags,
      body: blogPostCreateBody,
      status: 201,
      responses: { 201: blogPostResponse },
      handler: async ({ request, body, admin }) => {
        const row = await blogPosts.createBlogPost(deps, request, admin.id, body);
        return { data: fullPost(row) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/admin/blogposts/:id',
      access: 'admin',
      summary: 'Update a blog post (fields left out keep their value; the body is sanitised)',
      tags,
      params: idParams,
      body: blogPostUpdateBody,
      responses: { 200: blogPostResponse },
      handler: async ({ request, params, body, admin }) => {
        const row = await blogPosts.updateBlogPost(deps, request, admin.id, params.id, body);
        return { data: fullPost(row) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/admin/blogposts/:id',
      access: 'admin',
      summary: 'Delete the blog post named by the URL',
      tags,
      params: idParams,
      responses: { 200: blogPostDeleteResponse },
      handler: async ({ request, params, admin }) => {
        await blogPosts.deleteBlogPost(deps, request, admin.id, params.id);
        return { result: true, message: CONTENT_MESSAGES.blogPostDeleted, data: null };
      },
    }),
  ];
}
