import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import {
  BLOG_POSTS_LIST,
  type BlogPost,
  type BlogPostListItem,
  type BlogPostsFilter,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { BlogPostsTable } from '../../db/schema.js';
import { defaultSortOf, type ExportedOf, type ListTable } from '../../lib/lists/list-table.js';
import { exactCount } from '../../lib/lists/list-reads.js';
import { anyColumnContains } from '../../lib/search.js';
import { publicImageUrl } from '../../lib/uploads.js';
import { contentRows } from './content-rows.js';

export type BlogPostRow = Selectable<BlogPostsTable>;

/** The filter's conditions, the search (by title) among them: few posts, each read. */
function filterConditions(filter: BlogPostsFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.s) where.push(anyColumnContains(['blog_posts.title'], filter.s));
  if (filter.published !== undefined) {
    where.push(sql<SqlBool>`${sql.ref('blog_posts.is_published')} = ${filter.published ? 1 : 0}`);
  }
  return where;
}

/** A post as the CSV export reads it (no body). */
type BlogPostExportRow = Pick<
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

/** The blog posts list read from its table (see lib/lists): newest first, blog_posts_created_at_idx. */
export const BLOG_POSTS_TABLE: ListTable<
  BlogPostsFilter,
  'created_at',
  BlogPostListItem,
  BlogPostExportRow,
  ExportedOf<typeof BLOG_POSTS_LIST>
> = {
  table: 'blog_posts',
  searchable: false,
  orderKeys: { created_at: [sql<string>`${sql.ref('blog_posts.created_at')}`] },
  defaultSort: defaultSortOf(BLOG_POSTS_LIST),
  walkColumns: ['blog_posts.id'],
  conditions: filterConditions,
  itemsById: async ({ db, config }, ids) =>
    (await db.selectFrom('blog_posts').selectAll().where('id', 'in', ids).execute()).map((row) =>
      toBlogPostListItem(config, row),
    ),
  // Few posts: filtered or searched, they are counted exactly.
  ownTotal: async ({ db }, filter) => {
    const conditions = filterConditions(filter);
    return conditions.length === 0 ? undefined : exactCount(db, 'blog_posts', conditions);
  },
  exportRows: (db) =>
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
  exportItems: (_context, rows) =>
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      published: row.is_published === 1,
      is_featured: row.is_featured === 1,
      published_date: row.published_at,
      created_at: row.created_at,
    })),
};

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

/** Which of `slugs` are already used (one indexed lookup); a post stored or changed, as stored. */
export const {
  takenSlugs,
  insert: insertBlogPost,
  update: updateBlogPost,
} = contentRows('blog_posts');

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
