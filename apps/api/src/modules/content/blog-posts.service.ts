import {
  CONTENT_MESSAGES,
  slugFromTitle,
  type BlogPostCreateBody,
  type BlogPostUpdateBody,
} from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { isBlankRichText, sanitizeRichText } from '../../lib/html.js';
import { nowIso } from '../../lib/time.js';
import { uploadedImagePath } from '../../lib/uploads.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './blog-posts.repository.js';
import { conflictOnDuplicate } from '../../db/unique-violation.js';
import { changedColumns, toFlag } from '../../lib/changed-columns.js';

/** The slug of a post whose title has no letters or digits. */
const FALLBACK_SLUG = 'post';
/** Slug candidates looked up per query when deriving a unique slug. */
const SLUG_BATCH = 20;

/**
 * The stored forms of the image and body a client sent (either may be absent on update):
 * the image must be an upload of this site, the body is sanitised and must keep some text.
 * Every bad field is reported at once.
 */
function checkedMedia<I extends { featured_image?: string; body?: string }>(
  config: Config,
  input: I,
): { featuredImage: I['featured_image']; body: I['body'] } {
  const errors: FieldErrors = {};
  let featuredImage: string | undefined;
  if (input.featured_image !== undefined) {
    featuredImage = uploadedImagePath(config, input.featured_image) ?? undefined;
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
async function uniqueSlugFor(db: Db, title: string): Promise<string> {
  const base = slugFromTitle(title) || FALLBACK_SLUG;
  for (let first = 1; ; first += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, i) =>
      first + i === 1 ? base : `${base}-${first + i}`,
    );
    const taken = await repo.takenSlugs(db, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/** The 409 message when a concurrent write took the slug after it was checked. */
const slugTakenMessage = (slug: string | undefined) =>
  slug ? CONTENT_MESSAGES.slugTaken(slug) : undefined;

/** Creates a post by the signed-in admin; publishing it now stamps its published date. */
export async function createBlogPost(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  input: BlogPostCreateBody,
): Promise<repo.BlogPostRow> {
  const { featuredImage, body } = checkedMedia(deps.config, input);
  const now = nowIso();
  const isPublished = input.is_published ?? false;
  let slug: string | undefined;
  return conflictOnDuplicate(
    () =>
      deps.db.transaction().execute(async (trx) => {
        if (input.slug) await assertSlugFree(trx, input.slug);
        slug = input.slug ?? (await uniqueSlugFor(trx, input.post_title));
        const post = await repo.insertBlogPost(trx, {
          author_id: adminId,
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
        await recordAudit({ db: trx }, request, adminId, {
          action: 'create',
          entity: 'blog_post',
          entityId: post.id,
          summary: { title: post.title, slug: post.slug, is_published: isPublished },
        });
        return post;
      }),
    () => slugTakenMessage(slug),
  );
}

/**
 * Saves the given fields; those left out keep their value, and the author stays the admin who
 * created the post. The first publication stamps the published date; hiding keeps it.
 */
export async function updateBlogPost(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
  input: BlogPostUpdateBody,
): Promise<repo.BlogPostRow> {
  const { featuredImage, body } = checkedMedia(deps.config, input);
  const now = nowIso();
  return conflictOnDuplicate(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const post = await repo.findBlogPost(trx, id);
        if (!post) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
        if (input.slug && input.slug !== post.slug) await assertSlugFree(trx, input.slug, id);
        const changes = changedColumns(post, {
          title: input.post_title,
          slug: input.slug,
          featured_image: featuredImage,
          excerpt: input.excerpt,
          body,
          is_published: toFlag(input.is_published),
          is_featured: toFlag(input.is_featured),
        });
        const fields = Object.keys(changes);
        if (fields.length === 0) return post;
        const firstPublication = changes.is_published === 1 && post.published_at === null;
        const updated = await repo.updateBlogPost(trx, id, {
          ...changes,
          ...(firstPublication ? { published_at: now } : {}),
          updated_at: now,
        });
        await recordAudit({ db: trx }, request, adminId, {
          action: 'update',
          entity: 'blog_post',
          entityId: id,
          summary: { title: updated.title, changed: fields },
        });
        return updated;
      }),
    () => slugTakenMessage(input.slug),
  );
}

/** Publishes a hidden post or hides a published one. */
export async function toggleBlogPostPublished(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
): Promise<repo.BlogPostRow> {
  return deps.db.transaction().execute(async (trx) => {
    const post = await repo.togglePublished(trx, id, nowIso());
    if (!post) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
    await recordAudit({ db: trx }, request, adminId, {
      action: 'toggle',
      entity: 'blog_post',
      entityId: id,
      summary: { title: post.title, is_published: post.is_published === 1 },
    });
    return post;
  });
}

export async function deleteBlogPost(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const post = await repo.findBlogPost(trx, id);
    if (!post) throw AppError.notFound(CONTENT_MESSAGES.blogPostNotFound);
    await repo.deleteBlogPost(trx, id);
    await recordAudit({ db: trx }, request, adminId, {
      action: 'delete',
      entity: 'blog_post',
      entityId: id,
      summary: { title: post.title, slug: post.slug },
    });
  });
}
