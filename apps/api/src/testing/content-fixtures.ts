import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { BlogPostsTable, WebPagesTable } from '../db/schema.js';
import { uploadPath } from '../lib/uploads.js';
import { fixtureNow as now, nextFixtureNumber as next } from './fixture-sequence.js';

/** Row factories and images for the content and file tests; any column overridable. */

export async function insertWebPage(db: Db, overrides: Partial<Insertable<WebPagesTable>> = {}) {
  const n = next();
  const row = await db
    .insertInto('web_pages')
    .values({
      title: `Page ${n}`,
      slug: `page-${n}`,
      body: `<p>Page ${n} body</p>`,
      is_published: 1,
      status: 'active',
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBlogPost(db: Db, overrides: Partial<Insertable<BlogPostsTable>> = {}) {
  const n = next();
  const row = await db
    .insertInto('blog_posts')
    .values({
      author_id: null,
      title: `Post ${n}`,
      slug: `post-fixture-${n}`,
      featured_image: '/img/uploads/fixture.jpg',
      excerpt: `Excerpt ${n}`,
      body: `<p>Post ${n} body</p>`,
      is_published: 0,
      is_featured: 0,
      published_at: null,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A small solid-colour image of the given format. */
export function imageBuffer(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' = 'png',
  size = { width: 8, height: 6 },
): Promise<Buffer> {
  return sharp({
    create: { ...size, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** Writes an image into the upload folder, as an upload would; returns its stored path. */
export async function storedUpload(config: Config, fileName = `${next()}abc.png`) {
  writeFileSync(path.join(config.uploadDir, fileName), await imageBuffer('png'));
  return uploadPath(fileName);
}
