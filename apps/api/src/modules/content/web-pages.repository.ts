import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { WebPage, WebPageListItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { WebPagesTable } from '../../db/schema.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';

export type WebPageRow = Selectable<WebPagesTable>;
type WebPageChanges = Updateable<WebPagesTable>;

/**
 * Pages in the order they were created (by id), so a page keeps its place when edited, or by
 * title A–Z / Z–A. A platform has tens of pages: no index serves the title order.
 */
export async function listWebPages(
  db: Db,
  page: PageRequest,
  sort?: { direction: 'asc' | 'desc' },
): Promise<{ rows: WebPageRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const ordered = sort
    ? db
        .selectFrom('web_pages')
        .selectAll()
        .orderBy(sql`lower(title)`, sort.direction)
        .orderBy('id', sort.direction)
    : db.selectFrom('web_pages').selectAll().orderBy('id');
  const [rows, count] = await Promise.all([
    ordered.limit(limit).offset(offset).execute(),
    db
      .selectFrom('web_pages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findWebPage(db: Db, id: number) {
  return db.selectFrom('web_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertWebPage(db: Db, values: Insertable<WebPagesTable>) {
  return db.insertInto('web_pages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Which of `slugs` are already used by a page (one indexed lookup). */
export async function takenWebPageSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.selectFrom('web_pages').select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

export function updateWebPage(db: Db, id: number, changes: WebPageChanges) {
  return db
    .updateTable('web_pages')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the page; returns how many rows went (0 when it was gone already). */
export async function deleteWebPage(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('web_pages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const toWebPageListItem = (row: WebPageRow): WebPageListItem => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  published: row.is_published === 1,
  status: row.status,
  updated_at: row.updated_at,
});

export const toWebPage = (row: WebPageRow): WebPage => ({
  ...toWebPageListItem(row),
  body: row.body,
  is_published: row.is_published === 1,
});
