import { z } from './zod.js';
import { bulkResponse, listBulkBody } from './bulk.js';
import { actionResult, dataEnvelope, pagedList, undoableResult } from './envelopes.js';
import { formBoolean, optionalPlainName, plainName } from './fields.js';
import { CSV_FILE_TYPE } from './list-filters.js';
import { creationOrder, csvColumns } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { PAGE_SIZES, idParams } from './lists.js';
import { defineEndpoints } from './endpoint.js';

export const WEB_PAGE_STATUSES = ['active', 'paused'] as const;

export const CONTENT_LIMITS = {
  titleMax: 200,
  excerptMax: 300,
  slugMax: 255,
  /** Raw HTML accepted from the editor, before sanitising. */
  bodyHtmlMax: 100_000,
  imageUrlMax: 2048,
} as const;
/** What the server accepts as a slug: lower-case letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CONTENT_MESSAGES = {
  webPageCreated: 'Web Page created successfully.',
  webPageUpdated: 'Web Page updated successfully.',
  webPageDeleted: 'Web Page deleted successfully.',
  webPageNotFound: 'No web page has this id.',
  blogPostCreated: 'Blog Post created successfully.',
  blogPostUpdated: 'Blog Post updated successfully.',
  blogPostDeleted: 'Blog Post deleted successfully.',
  blogPostPublished: 'Blog Post published.',
  blogPostHidden: 'Blog Post hidden.',
  blogPostNotFound: 'No blog post has this id.',
  blogPostAlreadyShown: 'This blog post is already published.',
  blogPostAlreadyHidden: 'This blog post is already hidden.',
  statusInvalid: 'The page status must be active or paused.',
  slugInvalid:
    'The slug may hold only lower-case letters and digits, in words joined by single hyphens (e.g. hiring-tips-2025).',
  slugTaken: (slug: string) => `A blog post with the slug "${slug}" already exists.`,
  webPageSlugTaken: (slug: string) => `A web page with the slug "${slug}" already exists.`,
  imageRequired: 'Please upload an image',
  imageNotUploaded:
    'The featured image must be an image uploaded to this site; upload it again and retry.',
  bodyRequired: 'The body field is required; write the post before saving it.',
  webPageBodyRequired: 'The body field is required; write the page before saving it.',
  bodyNothingLeft:
    'The body has no text left once unsupported markup (scripts, styles, frames…) is removed; write it with the editor.',
  bodyNotText: 'The body field must be HTML text.',
  bodyTooLong: `The body must be at most ${CONTENT_LIMITS.bodyHtmlMax} characters of HTML.`,
} as const;

/**
 * The slug derived from a title, by the server when a post or page comes without one, by the
 * admin app as the title is typed and by the demo data: accents folded (é → e), lower-cased,
 * every other character that is not a letter, digit, space, underscore or hyphen removed, and
 * each run of spaces, underscores and hyphens one hyphen between words (none at the ends). The
 * result matches SLUG_PATTERN, so a slug is kept as it is; it is empty when the title has no
 * letters or digits.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]+/g, '')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join('-');
}

// ---------------------------------------------------------------------------------------------
// Fields

const id = z.number().int();
const timestamp = z.string();

/** Editor HTML (sanitised by the server on save); null counts as empty. */
const richText = z
  .string({
    error: (issue) =>
      issue.input === undefined ? CONTENT_MESSAGES.bodyRequired : CONTENT_MESSAGES.bodyNotText,
  })
  .max(CONTENT_LIMITS.bodyHtmlMax, CONTENT_MESSAGES.bodyTooLong)
  .nullable()
  .transform((html) => html ?? '');

const webPageStatus = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.enum(WEB_PAGE_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The status field is required.'
        : CONTENT_MESSAGES.statusInvalid,
  }),
);

/** A slug the client chose; blank or null means "derive it from the title" (or keep it). */
const chosenSlug = z
  .string({ error: 'The slug field must be text.' })
  .trim()
  .max(CONTENT_LIMITS.slugMax, `The slug must be at most ${CONTENT_LIMITS.slugMax} characters.`)
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), CONTENT_MESSAGES.slugInvalid)
  .nullish()
  .transform((slug) => slug || undefined);

/** The URL of an uploaded image, absolute or relative (the server checks it is one of its own). */
const featuredImageUrl = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? CONTENT_MESSAGES.imageRequired
        : CONTENT_MESSAGES.imageNotUploaded,
  })
  .trim()
  .min(1, CONTENT_MESSAGES.imageRequired)
  .max(CONTENT_LIMITS.imageUrlMax, CONTENT_MESSAGES.imageNotUploaded);

// ---------------------------------------------------------------------------------------------
// Web pages

const webPageListItem = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  published: z.boolean(),
  status: z.enum(WEB_PAGE_STATUSES),
  updated_at: timestamp,
});
export type WebPageListItem = z.infer<typeof webPageListItem>;

/**
 * The web pages list: 5 a page, searched by title, in the order they were created unless sorted
 * by title.
 */
export const WEB_PAGES_LIST = defineList({
  name: 'web_pages',
  row: webPageListItem,
  columns: [
    { id: 'title', label: 'Title', sort: 'title', required: true, phone: 'title' },
    { id: 'published', label: 'Published', phone: 'primary' },
    { id: 'status', label: 'Status', phone: 'primary' },
  ],
  filters: [],
  search: { placeholder: 'Search by title…' },
  sorts: [
    { field: 'title', ascending: 'Title: A - Z', descending: 'Title: Z - A' },
    creationOrder('id', { fixed: true }),
  ],
  defaultSort: 'id',
  bulkActions: [],
  exportColumns: [],
  pageSizes: pageSizesFrom(PAGE_SIZES.webPages),
});

// GET /api/admin/webpages?page&s&sort&per_page
const webPagesListQuery = listPageQuery(WEB_PAGES_LIST);
const webPagesList = pagedList(webPageListItem);

const webPage = webPageListItem.extend({
  body: z.string(),
  is_published: z.boolean(),
});
export type WebPage = z.infer<typeof webPage>;
const webPageResponse = dataEnvelope(webPage);

/** PUT /api/admin/webpages/{id}: any of the fields; those left out keep their value. */
const webPageUpdateBody = z.object({
  title: plainName('title', CONTENT_LIMITS.titleMax).optional(),
  body: richText.optional(),
  is_published: formBoolean('is_published').optional(),
  status: webPageStatus.optional(),
});
export type WebPageUpdateBody = z.output<typeof webPageUpdateBody>;

/**
 * POST /api/admin/webpages: a title, a slug (derived from the title when absent), a body and
 * whether it is published; a new page is active unless the status says otherwise.
 */
export const webPageCreateBody = z.object({
  title: plainName('title', CONTENT_LIMITS.titleMax),
  slug: chosenSlug,
  body: richText,
  is_published: formBoolean('is_published').optional(),
  status: webPageStatus.optional(),
});
export type WebPageCreateBody = z.output<typeof webPageCreateBody>;

// ---------------------------------------------------------------------------------------------
// Blog posts

const blogPostListItem = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  featured_image: z.string(),
  excerpt: z.string().nullable(),
  published: z.boolean(),
  is_featured: z.boolean(),
  /** When the post was first published; kept while it is hidden. */
  published_date: timestamp.nullable(),
});
export type BlogPostListItem = z.infer<typeof blogPostListItem>;

/** A blog post as the CSV export writes it: with when it was created. */
const blogPostExportRow = blogPostListItem
  .pick({
    id: true,
    title: true,
    slug: true,
    excerpt: true,
    published: true,
    is_featured: true,
    published_date: true,
  })
  .extend({ created_at: timestamp });

/**
 * The blog posts list: 10 a page, newest first, searched by title, filtered by published
 * (`yes`/`no`; absent: either); shown, hidden or deleted many at once; exported as CSV.
 */
export const BLOG_POSTS_LIST = defineList({
  name: 'blog_posts',
  exportName: 'blog-posts',
  row: blogPostListItem,
  columns: [
    { id: 'featured_image', label: 'Image', phone: 'secondary' },
    { id: 'title', label: 'Title', required: true, phone: 'title' },
    { id: 'excerpt', label: 'Excerpt', phone: 'secondary' },
    { id: 'published', label: 'Published', phone: 'primary' },
  ],
  filters: [
    {
      name: 'published',
      label: 'Published',
      kind: 'yes-no',
      options: [
        { value: 'yes', label: 'Published' },
        { value: 'no', label: 'Hidden' },
      ],
      chip: (_value, option) => option,
    },
  ],
  search: { placeholder: 'Search by title…' },
  sorts: [creationOrder('created_at', { fixed: true })],
  defaultSort: '-created_at',
  bulkActions: [
    { action: 'show', label: 'Show', permission: 'content.write' },
    { action: 'hide', label: 'Hide', permission: 'content.write' },
    { action: 'delete', label: 'Delete', permission: 'content.write', danger: true },
  ],
  exportRow: blogPostExportRow,
  exportColumns: csvColumns(blogPostExportRow, {
    id: 'ID',
    title: 'Title',
    slug: 'Slug',
    excerpt: 'Excerpt',
    published: 'Published',
    is_featured: 'Featured',
    published_date: 'Published date',
    created_at: 'Created',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.blogPosts),
});

/** What selects blog posts, shared by the list, its export and its bulk actions. */
const blogPostsFilterQuery = listFilterQuery(BLOG_POSTS_LIST);
export type BlogPostsFilter = z.output<typeof blogPostsFilterQuery>;

// GET /api/admin/blogposts?page&s&published&per_page (newest first)
const blogPostsListQuery = listPageQuery(BLOG_POSTS_LIST);

/** Show (publish), hide or delete many posts at once. */
export type BlogPostBulkAction = (typeof BLOG_POSTS_LIST.bulkActions)[number]['action'];
const blogPostsBulkBody = listBulkBody(BLOG_POSTS_LIST, blogPostsFilterQuery);
const blogPostsList = pagedList(blogPostListItem);

export const blogPost = z.object({
  id,
  /** The admin who created the post; null once that admin is removed. */
  author_id: id.nullable(),
  post_title: z.string(),
  slug: z.string(),
  featured_image: z.string(),
  excerpt: z.string().nullable(),
  body: z.string(),
  is_published: z.boolean(),
  is_featured: z.boolean(),
  published_date: timestamp.nullable(),
});
export type BlogPost = z.infer<typeof blogPost>;
const blogPostResponse = dataEnvelope(blogPost);

/** POST /api/admin/blogposts. `author_id` is not read: the author is the signed-in admin. */
export const blogPostCreateBody = z.object({
  post_title: plainName('title', CONTENT_LIMITS.titleMax),
  slug: chosenSlug,
  featured_image: featuredImageUrl,
  excerpt: optionalPlainName('excerpt', CONTENT_LIMITS.excerptMax),
  body: richText,
  is_published: formBoolean('is_published').optional(),
  is_featured: formBoolean('is_featured').optional(),
});
export type BlogPostCreateBody = z.output<typeof blogPostCreateBody>;

/** PUT /api/admin/blogposts/{id}: any of the fields; those left out keep their value. */
const blogPostUpdateBody = blogPostCreateBody.partial();
export type BlogPostUpdateBody = z.output<typeof blogPostUpdateBody>;

/** GET /api/admin/blogposts/toggle-public/{id}: the post with its new `is_published`. */
const blogPostToggleResponse = actionResult(blogPost);

export const webPagesEndpoints = defineEndpoints('webPages', {
  list: {
    method: 'GET',
    path: '/api/admin/webpages',
    access: 'admin',
    permission: 'content.read',
    summary: 'Web pages, 5 per page, searched by title, in the order they were created',
    query: webPagesListQuery,
    response: webPagesList,
  },
  create: {
    method: 'POST',
    path: '/api/admin/webpages',
    access: 'admin',
    permission: 'content.write',
    summary: 'Create a web page (slug derived from the title when absent; the body is sanitised)',
    body: webPageCreateBody,
    status: 201,
    response: webPageResponse,
    failures: [409],
  },
  get: {
    method: 'GET',
    path: '/api/admin/webpages/:id',
    access: 'admin',
    permission: 'content.read',
    summary: 'One web page with its body',
    params: idParams,
    response: webPageResponse,
  },
  update: {
    method: 'PUT',
    path: '/api/admin/webpages/:id',
    access: 'admin',
    permission: 'content.write',
    summary: 'Update a web page (fields left out keep their value; the body is sanitised)',
    params: idParams,
    body: webPageUpdateBody,
    response: webPageResponse,
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/webpages/:id',
    access: 'admin',
    permission: 'content.write',
    summary: 'Delete the web page named by the URL',
    params: idParams,
    response: undoableResult,
  },
});

export const blogPostsEndpoints = defineEndpoints('blogPosts', {
  list: {
    method: 'GET',
    path: '/api/admin/blogposts',
    access: 'admin',
    permission: 'content.read',
    summary:
      'Blog posts, 10 per page, newest first, searched by title, filtered by published state',
    query: blogPostsListQuery,
    response: blogPostsList,
  },
  export: {
    method: 'GET',
    path: '/api/admin/blogposts/export',
    access: 'admin',
    permission: 'content.read',
    summary:
      'The blog posts list as a CSV file (UTF-8 with BOM), with the list’s filter, newest first',
    query: blogPostsFilterQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  bulk: {
    method: 'POST',
    path: '/api/admin/blogposts/bulk',
    access: 'admin',
    permission: 'content.write',
    summary:
      'Show, hide or delete many blog posts, named by ids or by the list’s filter; each post is ' +
      'changed and audited on its own and the answer says per post: done, skipped (already so) ' +
      'or refused',
    body: blogPostsBulkBody,
    response: bulkResponse,
  },
  get: {
    method: 'GET',
    path: '/api/admin/blogposts/:id',
    access: 'admin',
    permission: 'content.read',
    summary: 'One blog post with its body',
    params: idParams,
    response: blogPostResponse,
  },
  togglePublic: {
    method: 'GET',
    path: '/api/admin/blogposts/toggle-public/:id',
    access: 'admin-bearer',
    permission: 'content.write',
    summary: 'Publish a hidden blog post, or hide a published one',
    params: idParams,
    response: blogPostToggleResponse,
  },
  create: {
    method: 'POST',
    path: '/api/admin/blogposts',
    access: 'admin',
    permission: 'content.write',
    summary: 'Create a blog post by the signed-in admin (slug derived from the title when absent)',
    body: blogPostCreateBody,
    status: 201,
    response: blogPostResponse,
    failures: [409],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/blogposts/:id',
    access: 'admin',
    permission: 'content.write',
    summary: 'Update a blog post (fields left out keep their value; the body is sanitised)',
    params: idParams,
    body: blogPostUpdateBody,
    response: blogPostResponse,
    failures: [409],
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/blogposts/:id',
    access: 'admin',
    permission: 'content.write',
    summary: 'Delete the blog post named by the URL',
    params: idParams,
    response: undoableResult,
  },
});
