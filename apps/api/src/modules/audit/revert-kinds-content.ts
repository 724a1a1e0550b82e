import type { BlogPostUpdateBody, WebPageUpdateBody } from '@job-board/contract';
import { findById } from '../../db/rows.js';
import { audited as auditedPost, updateBlogPost } from '../content/blog-posts.service.js';
import { audited as auditedPage, updateWebPage } from '../content/web-pages.service.js';
import { asUpdateBody, type RevertKind } from './revert-kind.js';

/** A post's audited fields in its update body's names; its slug is set back too. */
const POST_BODY = {
  title: 'post_title',
  slug: 'slug',
  featured_image: 'featured_image',
  excerpt: 'excerpt',
  body: 'body',
  is_published: 'is_published',
  is_featured: 'is_featured',
};

/** A page's slug stays what it was created with (the update has none). */
const PAGE_FIELDS = ['title', 'body', 'is_published', 'status'];

export const CONTENT_REVERT_KINDS = {
  /** An edit, a show/hide (one or in bulk) or a toggle; an excerpt once added cannot be emptied. */
  blog_post: {
    current: async ({ db }, id) => {
      const post = await findById(db, 'blog_posts', id);
      return post && auditedPost(post);
    },
    fields: Object.keys(POST_BODY),
    setBack: async (context, postId, before) => {
      const changes = asUpdateBody(before, POST_BODY, ['excerpt']) as BlogPostUpdateBody;
      await updateBlogPost(context, { postId, changes });
    },
  },
  web_page: {
    current: async ({ db }, id) => {
      const page = await findById(db, 'web_pages', id);
      return page && auditedPage(page);
    },
    fields: PAGE_FIELDS,
    setBack: async (context, pageId, before) => {
      await updateWebPage(context, { pageId, changes: before as WebPageUpdateBody });
    },
  },
} satisfies Record<string, RevertKind>;
