import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import { WEB_PAGES_LIST, type WebPage, type WebPageListItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { WebPagesTable } from '../../db/schema.js';
import { defaultSortOf, type ListFilterInput, type ListTable } from '../../lib/lists/list-table.js';
import { exactCount } from '../../lib/lists/list-reads.js';
import { anyColumnContains } from '../../lib/search.js';
import { contentRows } from './content-rows.js';

/** The web pages list's query: a search and an order, no filters. */
type WebPagesFilter = ListFilterInput<'title' | 'id'>;

export type WebPageRow = Selectable<WebPagesTable>;

/** The search, by title: tens of pages, each read. */
const conditions = (filter: WebPagesFilter): Expression<SqlBool>[] =>
  filter.s ? [anyColumnContains(['web_pages.title'], filter.s)] : [];

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
  conditions,
  itemsById: async ({ db }, ids) =>
    (await db.selectFrom('web_pages').selectAll().where('id', 'in', ids).execute()).map(
      toWebPageListItem,
    ),
  ownTotal: ({ db }, filter) => exactCount(db, 'web_pages', conditions(filter)),
  exportRows: (db) => db.selectFrom('web_pages').selectAll(),
  // The list has no export (no export columns).
  exportItems: () => [],
};

export function findWebPage(db: Db, id: number) {
  return db.selectFrom('web_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of `slugs` are already used by a page (one indexed lookup); a page stored or changed. */
export const {
  takenSlugs: takenWebPageSlugs,
  insert: insertWebPage,
  update: updateWebPage,
} = contentRows('web_pages');

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
