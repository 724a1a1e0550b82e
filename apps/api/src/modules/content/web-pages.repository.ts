import type { Selectable, Updateable } from 'kysely';
import type { WebPage, WebPageListItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { WebPagesTable } from '../../db/schema.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';

export type WebPageRow = Selectable<WebPagesTable>;
export type WebPageChanges = Updateable<WebPagesTable>;

/** Pages in the order they were created (by id), so a page keeps its place when edited. */
export async function listWebPages(
  db: Db,
  page: PageRequest,
): Promise<{ rows: WebPageRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    db.selectFrom('web_pages').selectAll().orderBy('id').limit(limit).offset(offset).execute(),
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

export function updateWebPage(db: Db, id: number, changes: WebPageChanges) {
  return db
    .updateTable('web_pages')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteWebPage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('web_pages').where('id', '=', id).execute();
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
