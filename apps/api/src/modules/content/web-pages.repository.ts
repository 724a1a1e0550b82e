import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { WEB_PAGES_LIST, type WebPage, type WebPageListItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { WebPagesTable } from '../../db/schema.js';
import { defaultSortOf, type ListFilterInput, type ListTable } from '../../lib/lists/list-table.js';
import { exactCount } from '../../lib/lists/list-reads.js';

/** The web pages list's query: an order, no filters. */
type WebPagesFilter = ListFilterInput<'title' | 'id'>;

export type WebPageRow = Selectable<WebPagesTable>;
type WebPageChanges = Updateable<WebPagesTable>;

/**
 * The web pages list read from its table (see lib/lists): in the order they were created (by id),
 * so a page keeps its place when edited, or by title A–Z / Z–A. A platform has tens of pages: no
 * index serves the title order, and they are counted exactly.
 */
export const WEB_PAGES_TABLE: ListTable<
  WebPagesFilter,
  'title' | 'id',
  WebPageListItem,
  WebPageRow,
  never
> = {
  table: 'web_pages',
  searchable: false,
  orderKeys: { title: [sql<string>`lower(${sql.ref('web_pages.title')})`], id: [] },
  defaultSort: defaultSortOf(WEB_PAGES_LIST),
  walkColumns: ['web_pages.id'],
  conditions: () => [],
  itemsById: async ({ db }, ids) =>
    (await db.selectFrom('web_pages').selectAll().where('id', 'in', ids).execute()).map(
      toWebPageListItem,
    ),
  ownTotal: ({ db }) => exactCount(db, 'web_pages', []),
  exportRows: (db) => db.selectFrom('web_pages').selectAll(),
  // The list has no export (no export columns).
  exportItems: () => [],
};

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
