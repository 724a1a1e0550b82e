import { RECORD_PAGE_SIZE } from '@job-board/contract';
import { sql, type OrderByItemBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../app-error.js';
import { countUpTo, exactTotal, pageWindow, type PageRequest, type Total } from '../paging.js';
import { byName } from '../sorting.js';

/**
 * A list under one record (a user's applications, a partner's invoices) is counted exactly up
 * to this many rows; past it the total says "at least this many" as an estimate, so a record
 * with a million rows costs no more than one with ten thousand.
 */
export const SUB_LIST_COUNT_LIMIT = 10_000;

/**
 * One page of a list under a record: `matching` selects the `id` of the list's rows from the
 * index that leads with the record's id, `ordered` orders it (see `inSubListOrder`); `load` reads
 * the page's rows by id in that order. Work is bounded by the record's own rows.
 */
export async function subListPage<DB, TB extends keyof DB, O extends { id: number }, R>(
  db: Db,
  matching: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  load: (ids: number[]) => Promise<R[]>,
  page: PageRequest,
): Promise<{ rows: R[]; total: Total }> {
  const counted = await countUpTo(db, matching, SUB_LIST_COUNT_LIMIT);
  const total: Total =
    counted > SUB_LIST_COUNT_LIMIT ? { value: counted, estimate: true } : exactTotal(counted);
  const { limit, offset } = pageWindow(page);
  if (offset >= total.value && !total.estimate) return { rows: [], total };
  const ids = (await ordered(matching).limit(limit).offset(offset).execute()).map((row) => row.id);
  return { rows: ids.length === 0 ? [] : await load(ids), total };
}

/** 404 with `message` unless the record exists (a list under a missing record is not empty). */
export async function requireRecord(
  db: Db,
  table: 'users' | 'jobs' | 'partners',
  id: number,
  message: string,
): Promise<void> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound(message);
}

/** The page request of a list under a record: its page and page size (RECORD_PAGE_SIZE unless asked). */
export const recordPage = ({
  page,
  per_page,
}: {
  page: number;
  per_page?: number;
}): PageRequest => ({
  page,
  perPage: per_page ?? RECORD_PAGE_SIZE,
});

/** The order of a list under a record: one of its sort fields, either way. */
export type SubListSort<F extends string> = { field: F; direction: 'asc' | 'desc' };

/** One expression a list sorts by, before the id. */
type SortKey = { expression: RawBuilder<unknown>; nullable: boolean };

/** A column that always holds a value. */
export const sortColumn = (column: string): SortKey => ({
  expression: sql.ref(column),
  nullable: false,
});

/**
 * A column that may be empty (no selection, no expiration): a missing value sorts after every
 * value, whatever the dialect. That is PostgreSQL's own order, so its index serves both
 * directions; SQLite reads the same index in two passes.
 */
export const nullableSortColumn = (column: string): SortKey => ({
  expression: sql.ref(column),
  nullable: true,
});

/** A name, A–Z case aside (served by a `lower(column)` index). */
export const nameSortColumn = (column: string): SortKey => ({
  expression: byName(column),
  nullable: false,
});

/** The expressions each sort field of a list orders by; each has an index (record id, …, id). */
export type SortKeys<F extends string> = Record<F, readonly SortKey[]>;

const ordering =
  (key: SortKey, direction: 'asc' | 'desc') =>
  (item: OrderByItemBuilder): OrderByItemBuilder => {
    if (direction === 'asc') return key.nullable ? item.asc().nullsLast() : item.asc();
    return key.nullable ? item.desc().nullsFirst() : item.desc();
  };

/**
 * Orders a list under a record by the sort field's keys, then by the id (so every page is
 * stable), all in the sort's direction: one index of (record id, keys…, id) serves both ways.
 */
export const inSubListOrder =
  <F extends string>(keys: SortKeys<F>, sort: SubListSort<F>) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
    let ordered = query;
    for (const key of keys[sort.field]) {
      ordered = ordered.orderBy(key.expression, ordering(key, sort.direction));
    }
    return ordered.orderBy(sql.ref('id'), sort.direction);
  };
