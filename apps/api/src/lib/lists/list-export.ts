import { sql, type SqlBool } from 'kysely';
import type { ListExportColumn } from '@job-board/contract';
import type { FastifyReply } from 'fastify';
import {
  EXPORT_BATCH_SIZE,
  keysetBatches,
  sendCsv,
  type CsvColumn,
  type CsvValue,
} from '../csv-export.js';
import { allOf } from '../paging.js';
import { containsTerm } from '../search.js';
import type {
  ListContext,
  ListFilterInput,
  ListTable,
  SearchableTable,
  TableQuery,
} from './list-table.js';
import { inOrder, keysetValue, orderKeysOf } from './list-table.js';

/** An export row with its order's key values (`k0`, `k1`, …). */
type Keyed<R> = R & Record<`k${number}`, unknown>;

/** Where the next batch starts: the previous batch's last key values, then its id. */
type Cursor = readonly unknown[];

/**
 * Every row a filter selects, in its order, in batches: keyset paging along the order's index
 * (each batch starts after the previous one's last keys and id), so each batch costs the same
 * however deep the export is. The search filters the walk (a match set is never materialised).
 */
export function exportBatches<
  F extends ListFilterInput<S>,
  S extends string,
  Item,
  R extends { id: number },
  E,
>(
  { db, dialect }: ListContext,
  list: ListTable<F, S, Item, R, E>,
  filter: F,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Keyed<R>[]> {
  const sort = filter.sort ?? list.defaultSort;
  const keys = orderKeysOf(list.orderKeys, filter, sort).map((key) =>
    keysetValue(key, sort.direction),
  );
  const idRef = sql.ref(`${list.table}.id`);
  const batch = async (cursor: Cursor | null, size: number) => {
    const conditions = list.conditions(filter);
    if (list.searchable && filter.s) {
      conditions.push(containsTerm(dialect, list.table as SearchableTable, filter.s));
    }
    if (cursor) {
      const after = sort.direction === 'asc' ? sql`>` : sql`<`;
      conditions.push(
        sql<SqlBool>`(${sql.join([...keys, idRef])}) ${after} (${sql.join([...cursor])})`,
      );
    }
    const query = (list.exportRows(db) as unknown as TableQuery<R>)
      .select(keys.map((key, i) => key.as(`k${i}`)))
      .where(allOf(conditions));
    return (await inOrder(query, list.table, keys, sort.direction)
      .limit(size)
      .execute()) as Keyed<R>[];
  };
  return keysetBatches(batch, (row) => [...keys.map((_, i) => row[`k${i}`]), row.id], size);
}

/** A cell as the export writes it: booleans as yes/no. */
const cellOf = (value: unknown): CsvValue => {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  return value === undefined ? null : String(value);
};

/** A list's CSV export: its file name, columns and records, batch by batch. */
export type ListCsv<E> = {
  name: string;
  columns: readonly CsvColumn<E>[];
  batches: AsyncIterable<E[]>;
};

/**
 * The list's CSV export: the definition's export columns of every row the filter selects, in its
 * order, read batch by batch as the file is sent.
 */
export function listCsv<
  F extends ListFilterInput<S>,
  S extends string,
  Item,
  R extends { id: number },
  E,
>(
  context: ListContext,
  definition: {
    name: string;
    exportName?: string;
    exportColumns: readonly ListExportColumn<E>[];
  },
  list: ListTable<F, S, Item, R, E>,
  filter: F,
): ListCsv<E> {
  return {
    name: definition.exportName ?? definition.name,
    columns: definition.exportColumns.map((column) => ({
      header: column.header,
      value: (record) => cellOf(record[column.field]),
    })),
    batches: exportRecords(context, list, filter),
  };
}

/** Answers with the export as a CSV file (see `sendCsv`). */
export const sendListCsv = <E>(reply: FastifyReply, { name, columns, batches }: ListCsv<E>) =>
  sendCsv(reply, name, columns, batches);

async function* exportRecords<
  F extends ListFilterInput<S>,
  S extends string,
  Item,
  R extends { id: number },
  E,
>(context: ListContext, list: ListTable<F, S, Item, R, E>, filter: F): AsyncGenerator<E[]> {
  for await (const rows of exportBatches(context, list, filter)) {
    yield await list.exportItems(context, rows, filter);
  }
}
