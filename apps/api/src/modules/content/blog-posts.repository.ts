import type { Insertable, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { BlogPost, BlogPostListItem, BlogPostsFilter } from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { BlogPostsTable, Database } from '../../db/schema.js';
import {
  exactTotal,
  inIdOrder,
  pageWindow,
  seekFromNearerEnd,
  tableTotal,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';
import { publicImageUrl } from '../../lib/uploads.js';

export type BlogPostRow = Selectable<BlogPostsTable>;
type NewBlogPost = Insertable<BlogPostsTable>;
type BlogPostChanges = Updateable<BlogPostsTable>;

/** `published` yes / no / either. */
type BlogPostListFilter = { published?: boolean | undefined };

export const blogPostFilterOf = (query: BlogPostsFilter): BlogPostListFilter => ({
  published: query.published,
});

function filtered<O>(
  query: SelectQueryBuilder<Database, 'blog_posts', O>,
  filter: BlogPostListFilter,
) {
  return filter.published === undefined
    ? query
    : query.where('blog_posts.is_published', '=', filter.published ? 1 : 0);
}

async function filteredTotal(db: Db, filter: BlogPostListFilter): Promise<Total> {
  if (filter.published === undefined) return tableTotal(db, 'blog_posts');
  const row = await filtered(
    db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number | string>().as('n')),
    filter,
  ).executeTakeFirstOrThrow();
  return exactTotal(Number(row.n));
}

/** Newest first: the page's ids from blog_posts_created_at_idx alone, then those posts. */
export async function listBlogPosts(
  db: Db,
  filter: BlogPostListFilter,
  page: PageRequest,
): Promise<{ rows: BlogPostRow[]; total: Total }> {
  const total = await filteredTotal(db, filter);
  const seek = seekFromNearerEnd(pageWindow(page), total);
  if (seek.limit === 0) return { rows: [], total };
  const order = seek.reversed ? 'asc' : 'desc';
  const ids = (
    await filtered(db.selectFrom('blog_posts').select('blog_posts.id'), filter)
      .orderBy('blog_posts.created_at', order)
      .orderBy('blog_posts.id', order)
      .limit(seek.limit)
      .offset(seek.offset)
      .execute()
  ).map((row) => row.id);
  if (seek.reversed) ids.reverse();
  if (ids.length === 0) return { rows: [], total };
  const rows = await db.selectFrom('blog_posts').selectAll().where('id', 'in', ids).execute();
  return { rows: inIdOrder(ids, rows), total };
}

/** Ids of the posts a filter selects, newest first, at most `limit` (a bulk action's targets). */
export async function blogPostIdsMatching(
  db: Db,
  filter: BlogPostListFilter,
  limit: number,
): Promise<number[]> {
  const rows = await filtered(db.selectFrom('blog_posts').select('blog_posts.id'), filter)
    .orderBy('blog_posts.created_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A post as the CSV export shows it (no body). */
export type BlogPostExportRow = Pick<
  BlogPostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'is_published'
  | 'is_featured'
  | 'published_at'
  | 'created_at'
>;

export type BlogPostExportCursor = readonly [createdAt: string, id: number];

/** One batch of the export, newest first, after `cursor` (keyset along blog_posts_created_at_idx). */
export function blogPostExportBatch(
  db: Db,
  filter: BlogPostListFilter,
  cursor: BlogPostExportCursor | null,
  limit: number,
): Promise<BlogPostExportRow[]> {
  let query = filtered(
    db
      .selectFrom('blog_posts')
      .select([
        'blog_posts.id',
        'blog_posts.title',
        'blog_posts.slug',
        'blog_posts.excerpt',
        'blog_posts.is_published',
        'blog_posts.is_featured',
        'blog_posts.published_at',
        'blog_posts.created_at',
      ]),
    filter,
  );
  if (cursor) {
    const [createdAt, id] = cursor;
    query = query.where((eb) =>
      eb.or([
        eb('blog_posts.created_at', '<', createdAt),
        eb.and([eb('blog_posts.created_at', '=', createdAt), eb('blog_posts.id', '<', id)]),
      ]),
    );
  }
  return query
    .orderBy('blog_posts.created_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(limit)
    .execute();
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

/**
 * Publishes or hides the post only if it is not so already (false then); the first publication
 * stamps `published_at`, later ones keep it.
 */
export async function setPublished(
  db: Db,
  id: number,
  published: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set((eb) => ({
      is_published: published ? 1 : 0,
      published_at: published
        ? eb.fn.coalesce('published_at', eb.val(now))
        : eb.ref('published_at'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('is_published', '=', published ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
