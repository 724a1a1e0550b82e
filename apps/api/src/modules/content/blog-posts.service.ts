import {
  BLOG_POSTS_LIST,
  CONTENT_MESSAGES,
  type BlogPostBulkAction,
  type BlogPostsFilter,
  type BulkResult,
  type BlogPostCreateBody,
  type BlogPostUpdateBody,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { AlreadySo, runBulk } from '../../lib/bulk.js';
import { changeRecord, createRecord, inTransaction } from '../../lib/change-record.js';
import { changedColumns, toFlag } from '../../lib/changed-columns.js';
import type { Context } from '../../lib/context.js';
import { toTrash } from '../../lib/trash/trash-store.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { listCsv } from '../../lib/lists/list-export.js';
import { idsMatching, pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { isBlankRichText, sanitizeRichText } from '../../lib/html.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import type { StorageDeps } from '../../lib/storage/index.js';
import { uploadedImagePath } from '../../lib/uploads.js';
import * as repo from './blog-posts.repository.js';
import { uniqueSlug } from './unique-slug.js';

const ENTITY = 'blog_post';

/** The slug of a post whose title has no letters or digits. */
const FALLBACK_SLUG = 'post';

/**
 * The stored forms of the image and body a client sent (either may be absent on update):
 * the image must be an upload of this site, the body is sanitised and must keep some text.
 * Every bad field is reported at once.
 */
async function checkedMedia<I extends { featured_image?: string; body?: string }>(
  deps: StorageDeps & { config: Config },
  input: I,
): Promise<{ featuredImage: I['featured_image']; body: I['body'] }> {
  const errors: FieldErrors = {};
  let featuredImage: string | undefined;
  if (input.featured_image !== undefined) {
    featuredImage = (await uploadedImagePath(deps, input.featured_image)) ?? undefined;
    if (!featuredImage) errors.featured_image = [CONTENT_MESSAGES.imageNotUploaded];
  }
  const body = input.body === undefined ? undefined : sanitizeRichText(input.body);
  if (body !== undefined && isBlankRichText(body)) errors.body = [CONTENT_MESSAGES.bodyRequired];
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  // Each is present exactly when the client sent that field (checked above).
  return { featuredImage, body } as { featuredImage: I['featured_image']; body: I['body'] };
}

async function assertSlugFree(db: Db, slug: string, postId?: number): Promise<void> {
  const holder = await repo.findBlogPostIdBySlug(db, slug);
  if (holder !== undefined && holder !== postId) {
    throw AppError.conflict(CONTENT_MESSAGES.slugTaken(slug));
  }
}

/** The title's slug, or the first free one of `slug-2`, `slug-3`, … */
const uniqueSlugFor = (db: Db, title: string) =>
  uniqueSlug(title, FALLBACK_SLUG, (candidates) => repo.takenSlugs(db, candidates));

/** The 409 message when a concurrent write took the slug after it was checked. */
const slugTakenMessage = (slug: string | undefined) =>
  slug ? CONTENT_MESSAGES.slugTaken(slug) : undefined;

/** A post as its audit rows show it. */
export const audited = (post: repo.BlogPostRow) => ({
  title: post.title,
  slug: post.slug,
  featured_image: post.featured_image,
  excerpt: post.excerpt,
  body: post.body,
  is_published: post.is_published === 1,
  is_featured: post.is_featured === 1,
});

const blogPost = recordKind(ENTITY, repo.findBlogPost, CONTENT_MESSAGES.blogPostNotFound);

/** Creates a post by the signed-in admin; publishing it now stamps its published date. */
export async function createBlogPost(
  context: Context,
  input: BlogPostCreateBody,
): Promise<repo.BlogPostRow> {
  const { featuredImage, body } = await checkedMedia(context, input);
  const now = nowIso();
  const isPublished = input.is_published ?? false;
  let slug: string | undefined;
  return conflictOnDuplicate(
    () =>
      createRecord(context, ENTITY, async ({ db, actor }) => {
        if (input.slug) await assertSlugFree(db, input.slug);
        slug = input.slug ?? (await uniqueSlugFor(db, input.post_title));
        const post = await repo.insertBlogPost(db, {
          author_id: actor.adminId,
          title: input.post_title,
          slug,
          featured_image: featuredImage,
          excerpt: input.excerpt,
          body,
          is_published: isPublished ? 1 : 0,
          is_featured: input.is_featured ? 1 : 0,
          published_at: isPublished ? now : null,
          created_at: now,
          updated_at: now,
        });
        return { action: 'create', id: post.id, after: audited(post), result: post };
      }),
    () => slugTakenMessage(slug),
  );
}

/**
 * Saves the given fields; those left out keep their value, and the author stays the admin who
 * created the post. The first publication stamps the published date; hiding keeps it. A save
 * that changes nothing writes nothing, not even an audit row (so it cannot go through
 * changeRecord).
 */
export async function updateBlogPost(
  context: Context,
  { postId, changes }: { postId: number; changes: BlogPostUpdateBody },
): Promise<repo.BlogPostRow> {
  const { featuredImage, body } = await checkedMedia(context, changes);
  const now = nowIso();
  return conflictOnDuplicate(
    () =>
      inTransaction(context, async (trx) => {
        const post = await repo.findBlogPost(trx.db, postId);
        if (!post) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
        if (changes.slug && changes.slug !== post.slug) {
          await assertSlugFree(trx.db, changes.slug, postId);
        }
        const columns = changedColumns(post, {
          title: changes.post_title,
          slug: changes.slug,
          featured_image: featuredImage,
          excerpt: changes.excerpt,
          body,
          is_published: toFlag(changes.is_published),
          is_featured: toFlag(changes.is_featured),
        });
        if (Object.keys(columns).length === 0) return post;
        const firstPublication = columns.is_published === 1 && post.published_at === null;
        const updated = await repo.updateBlogPost(trx.db, postId, {
          ...columns,
          ...(firstPublication ? { published_at: now } : {}),
          updated_at: now,
        });
        await recordAudit(trx, {
          action: 'update',
          entity: ENTITY,
          entityId: postId,
          ...fieldChanges(audited(post), audited(updated)),
          details: { title: updated.title },
        });
        return updated;
      }),
    () => slugTakenMessage(changes.slug),
  );
}

/** Publishes a hidden post or hides a published one. */
export async function toggleBlogPostPublished(
  context: Context,
  { postId }: { postId: number },
): Promise<repo.BlogPostRow> {
  return changeRecord(context, blogPost(postId), async ({ db }) => {
    const post = await repo.togglePublished(db, postId, nowIso());
    if (!post) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
    const published = post.is_published === 1;
    return {
      action: 'toggle',
      // From the toggled row, not the loaded one: the flip is atomic, the load is not.
      before: { is_published: !published },
      after: { is_published: published },
      details: { title: post.title },
      result: post,
    };
  });
}

export async function deleteBlogPost(
  context: Context,
  { postId }: { postId: number },
): Promise<void> {
  await changeRecord(context, blogPost(postId), async (trx, post) => {
    const trashed = await toTrash(trx, 'blog_post', postId, CONTENT_MESSAGES.blogPostNotFound);
    return { action: 'delete', before: audited(post), details: trashed, result: undefined };
  });
}

/** Publishes or hides one post in its own transaction; one already so is skipped (AlreadySo). */
async function setBlogPostPublished(
  context: Context,
  { postId, published }: { postId: number; published: boolean },
): Promise<void> {
  await changeRecord(context, blogPost(postId), async ({ db }, post) => {
    if (!(await repo.setPublished(db, postId, published, nowIso()))) {
      throw new AlreadySo(
        published ? CONTENT_MESSAGES.blogPostAlreadyShown : CONTENT_MESSAGES.blogPostAlreadyHidden,
      );
    }
    return {
      action: published ? 'show' : 'hide',
      before: { is_published: !published },
      after: { is_published: published },
      details: { title: post.title },
      result: undefined,
    };
  });
}

/** Shows, hides or deletes many posts (named by ids or by the list's filter), each on its own. */
export function bulkChangeBlogPosts(
  context: Context,
  input: {
    action: BlogPostBulkAction;
    ids?: number[] | undefined;
    filter?: BlogPostsFilter | undefined;
  },
): Promise<BulkResult> {
  return runBulk(context, input, {
    idsMatching: (context, filter, limit) =>
      idsMatching(context, repo.BLOG_POSTS_TABLE, filter, limit),
    apply: (each, postId) =>
      input.action === 'delete'
        ? deleteBlogPost(each, { postId })
        : setBlogPostPublished(each, { postId, published: input.action === 'show' }),
  });
}

/** A page of the blog posts list. */
export const listBlogPosts = (context: ListContext, query: PageQuery<BlogPostsFilter>) =>
  pageOf(context, repo.BLOG_POSTS_TABLE, query);

/** The blog posts list's CSV export. */
export const exportBlogPosts = (context: ListContext, query: BlogPostsFilter) =>
  listCsv(context, BLOG_POSTS_LIST, repo.BLOG_POSTS_TABLE, query);
