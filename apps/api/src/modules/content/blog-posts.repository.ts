import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BlogPost, BlogPostListItem } from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { BlogPostsTable } from '../../db/schema.js';
import {
  inIdOrder,
  pageWindow,
  seekFromNearerEnd,
  tableTotal,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';
import { publicImageUrl } from '../../lib/uploads.js';

export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Insertable<BlogPostsTable>;
export type BlogPostChanges = Updateable<BlogPostsTable>;

/** Newest first: the page's ids from blog_posts_created_at_idx alone, then those posts. */
export async function listBlogPosts(
  db: Db,
  page: PageRequest,
): Promise<{ rows: BlogPostRow[]; total: Total }> {
  const total = await tableTotal(db, 'blog_posts');
  const seek = seekFromNearerEnd(pageWindow(page), total);
  if (seek.limit === 0) return { rows: [], total };
  const order = seek.reversed ? 'asc' : 'desc';
  const ids = (
    await db
      .selectFrom('blog_posts')
      .select('id')
      .orderBy('created_at', order)
      .orderBy('id', order)
      .limit(seek.limit)
      .offset(seek.offset)
      .execute()
  ).map((row) => row.id);
  if (seek.reversed) ids.reverse();
  if (ids.length === 0) return { rows: [], total };
  const rows = await db.selectFrom('blog_posts').selectAll().where('id', 'in', ids).execute();
  return { rows: inIdOrder(ids, rows), total };
}

export function findBlogPost(db: Db, id: number) {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id of the post holding `slug`, if any. */
export async function findBlogPostIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

/** Which of `slugs` are already used (one indexed lookup). */
export async function takenSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where('slug', 'in', slugs)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export function insertBlogPost(db: Db, values: NewBlogPost) {
  return db.insertInto('blog_posts').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateBlogPost(db: Db, id: number, changes: BlogPostChanges) {
  return db
    .updateTable('blog_posts')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Flips `is_published` in one statement (two concurrent toggles cannot both read the old value);
 * the first publication stamps `published_at`, later ones keep it.
 */
export function togglePublished(db: Db, id: number, now: string) {
  return db
    .updateTable('blog_posts')
    .set((eb) => ({
      is_published: eb.case().when('is_published', '=', 1).then(0).else(1).end(),
      published_at: eb
        .case()
        .when(eb.and([eb('is_published', '=', 0), eb('published_at', 'is', null)]))
        .then(now)
        .else(eb.ref('published_at'))
        .end(),
      updated_at: now,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the post; returns how many rows went (0 when it was gone already). */
export async function deleteBlogPost(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const imageUrl = (config: Config, stored: string) => publicImageUrl(config, stored) ?? stored;

export const toBlogPostListItem = (config: Config, row: BlogPostRow): BlogPostListItem => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  featured_image: imageUrl(config, row.featured_image),
  excerpt: row.excerpt,
  published: row.is_published === 1,
  is_featured: row.is_featured === 1,
  published_date: row.published_at,
});

export const toBlogPost = (config: Config, row: BlogPostRow): BlogPost => ({
  id: row.id,
  author_id: row.author_id,
  post_title: row.title,
  slug: row.slug,
  featured_image: imageUrl(config, row.featured_image),
  excerpt: row.excerpt,
  body: row.body,
  is_published: row.is_published === 1,
  is_featured: row.is_featured === 1,
  published_date: row.published_at,
});
