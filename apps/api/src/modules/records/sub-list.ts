import { RECORD_PAGE_SIZE } from '@job-board/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  countUpTo,
  exactTotal,
  pageWindow,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';

/**
 * A list under one record (a user's applications, a partner's invoices) is counted exactly up
 * to this many rows; past it the total says "at least this many" as an estimate, so a record
 * with a million rows costs no more than one with ten thousand.
 */
export const SUB_LIST_COUNT_LIMIT = 10_000;

/**
 * One page of a list under a record: `matching` selects the `id` of the list's rows from the
 * index that leads with the record's id, `ordered` orders it (newest first); `load` reads the
 * page's rows by id in that order. Work is bounded by the record's own rows.
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

/** The page request of a list under a record. */
export const recordPage = (page: number): PageRequest => ({ page, perPage: RECORD_PAGE_SIZE });
