import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { exactTotal, type PageWindow, type Total } from '../paging.js';
import {
  idsFrom,
  inOrder,
  type ListContext,
  type ListTable,
  type SortOrder,
  type TableQuery,
} from './list-table.js';

/**
 * A list's rows as one query of its table with whatever it joins, and the page's items made from
 * them. A list that has it, on a table whose rows the database counts (migration 0020), reads a
 * plain page near its start (no filter, search or scope) with that count in one statement on
 * PostgreSQL, instead of the count, the page's ids and the page's rows in three: each statement
 * there is a round trip and the driver's work on both ends. SQLite reads in process, where the
 * three small statements cost no more than the one (docs/performance.md, "CPU per request").
 */
export type PageRows<Item, Row = never> = {
  /** The list's own query of its rows: the reads add a column, a condition and an order. */
  rows: (db: Db) => SelectQueryBuilder<Database, never, Row>;
  items: (context: ListContext, rows: Row[]) => Item[] | Promise<Item[]>;
};

/**
 * Pages starting at most this far in are read forward from the start: walking this many index
 * entries costs less than the statement that would tell whether the far end is nearer.
 */
const FORWARD_OFFSET_LIMIT = 1000;

type Counted = { list_total: number | string | null };

type PlainPageRead = (db: Db, limit: number, offset: number) => Promise<Counted[]>;

/** Per list, the statement of each order (compiled once, db/precompiled.ts). */
const reads = new WeakMap<object, Map<string, PlainPageRead>>();

function plainPageRead(
  list: Pick<ListTable<never, string, unknown>, 'table' | 'orderKeys'>,
  pageRows: PageRows<unknown, unknown>,
  sort: SortOrder,
): PlainPageRead | undefined {
  const keys = list.orderKeys[sort.field];
  if (keys === undefined || typeof keys === 'function') return undefined;
  let byOrder = reads.get(list);
  if (!byOrder) reads.set(list, (byOrder = new Map()));
  const shape = `${sort.field} ${sort.direction}`;
  let read = byOrder.get(shape);
  if (!read) {
    const { table } = list;
    read = precompiled([-1, -2] as [number, number], (db: Db, limit, offset) => {
      const ids = inOrder(idsFrom(db, table), table, keys, sort.direction)
        .limit(limit)
        .offset(offset);
      const rows = (pageRows.rows(db) as unknown as TableQuery<object>)
        .select(
          sql<
            Counted['list_total']
          >`(select row_count from table_row_counts where name = ${sql.lit(table)})`.as(
            'list_total',
          ),
        )
        .where(sql<SqlBool>`${sql.ref(`${table}.id`)} in (${ids})`);
      return inOrder(rows, table, keys, sort.direction) as unknown as TableQuery<Counted>;
    });
    byOrder.set(shape, read);
  }
  return read;
}

/**
 * The page and the list's total in one statement, on PostgreSQL, for a page near the start of a
 * list read without filters; undefined otherwise, or when the statement cannot tell the total (a
 * page past the end): the general reads answer then.
 */
export async function plainPage<Item, Row>(
  context: ListContext,
  list: Pick<ListTable<never, string, unknown>, 'table' | 'orderKeys'>,
  pageRows: PageRows<Item, Row>,
  sort: SortOrder,
  window: PageWindow,
): Promise<{ items: Item[]; total: Total } | undefined> {
  if (
    context.dialect !== 'postgres' ||
    window.offset > FORWARD_OFFSET_LIMIT ||
    window.limit === 0
  ) {
    return undefined;
  }
  const read = plainPageRead(list, pageRows as unknown as PageRows<unknown, unknown>, sort);
  if (!read) return undefined;
  const rows = await read(context.db, window.limit, window.offset);
  const kept = rows[0]?.list_total;
  if (kept === undefined || kept === null) return undefined;
  return {
    items: await pageRows.items(context, rows as unknown as Row[]),
    total: exactTotal(Number(kept)),
  };
}
