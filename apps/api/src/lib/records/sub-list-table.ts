import type { RecordList } from '@job-board/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { inIdOrder, type PageRequest, type Total } from '../paging.js';
import { inSubListOrder, subListPage } from './sub-list.js';
import {
  DEFAULT_SUB_LIST_SORTS,
  SUB_LIST_SORT_KEYS,
  type RecordListSort,
} from './sub-list-orders.js';

/** A query of the ids of a list's rows. */
type IdsQuery = SelectQueryBuilder<Database, never, { id: number }>;

/**
 * How one list under a record (a job's applicants, a partner's invoices) is read, as ListTable
 * is for the top-level lists: the paging, counting and ordering are `subListPage`'s and
 * SUB_LIST_SORT_KEYS'; each list states only which rows are its own, how a page's rows are read
 * (joins, columns) and how a row is shown. `Context` is what showing or choosing the rows needs
 * of the request (the config for image links, the time for what is in force).
 */
export type SubListTable<L extends RecordList, Row extends { id: number }, Item, Context> = {
  list: L;
  /** The `id` of the record's rows, from the index that leads with the record's id. */
  matching: (db: Db, recordId: number, context: Context) => IdsQuery;
  /** The page's rows by id, with whatever they join; any order, missing ids left out. */
  rowsById: (db: Db, ids: readonly number[]) => Promise<Row[]>;
  item: (row: Row, context: Context) => Item;
};

/** Names the list's types from its description (`rowsById` gives the row). */
export const subListTable = <L extends RecordList, Row extends { id: number }, Item, Context>(
  table: SubListTable<L, Row, Item, Context>,
) => table;

/** One page of the list under the record, in `sort`'s order (the list's default unless given). */
export function readSubList<L extends RecordList, Row extends { id: number }, Item, Context>(
  db: Db,
  table: SubListTable<L, Row, Item, Context>,
  request: {
    recordId: number;
    page: PageRequest;
    sort: RecordListSort<L> | undefined;
    context: Context;
  },
): Promise<{ rows: Item[]; total: Total }> {
  const sort = request.sort ?? DEFAULT_SUB_LIST_SORTS[table.list];
  return subListPage(
    db,
    table.matching(db, request.recordId, request.context),
    inSubListOrder(SUB_LIST_SORT_KEYS[table.list], sort),
    async (ids) =>
      inIdOrder(ids, await table.rowsById(db, ids)).map((row) => table.item(row, request.context)),
    request.page,
  );
}
