import {
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db, DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { KeptEstimate, SampledTable, Total } from '../paging.js';
import type { SEARCH_INDEXES } from '../search.js';

/** What a list read needs of the running app. */
export type ListContext = { db: Db; dialect: DialectName; config: Config };

export type SortDirection = 'asc' | 'desc';

/** A parsed `?sort=`: the field, ascending or (`-field`) descending. */
export type SortOrder<S extends string = string> = { field: S; direction: SortDirection };

/** What every list's parsed filter query holds besides its own filters. */
export type ListFilterInput<S extends string> = {
  s?: string | undefined;
  sort?: SortOrder<S> | undefined;
};

/** A searchable table: it has a trigram index (see SEARCH_INDEXES). */
export type SearchableTable = keyof typeof SEARCH_INDEXES;

/**
 * How the server reads one list from its table: everything the generic paging, counting,
 * selection and export need that the contract's definition does not say. Each entity keeps here
 * only what is its own: its order indexes, its filters as SQL, and how the page's rows are read
 * (joins, computed columns).
 */
export type ListTable<
  F extends ListFilterInput<S>,
  S extends string,
  Item,
  ExportRow extends { id: number } = { id: number },
  Exported = Item,
> = {
  table: SampledTable;
  /** The table has a trigram index and the list searches it (`?s=`). */
  searchable: boolean;
  /**
   * The expressions each order sorts by, before the id that makes it total: exactly the
   * expressions of that order's index (the id last), so a page is read from the index.
   */
  orderKeys: Record<S, readonly OrderKey[] | ((filter: F) => readonly OrderKey[])>;
  /** The order when the query names none (the definition's `defaultSort`). */
  defaultSort: SortOrder<S>;
  /**
   * The columns a walk along an order reads for each row (`table.column`): those the search
   * tests, the filter's conditions test and the order keys read.
   */
  walkColumns: readonly string[];
  /** The filter's conditions other than the search term (empty: every row). */
  conditions: (filter: F) => Expression<SqlBool>[];
  /** The page's items, read by id (joins, computed columns); any order, missing ids left out. */
  itemsById: (context: ListContext, ids: readonly number[]) => Promise<(Item & { id: number })[]>;
  /** The export's rows: the table with whatever it joins, every row (filtered by the reader). */
  exportRows: (db: Db) => SelectQueryBuilder<Database, never, ExportRow>;
  /** A batch of export rows as the definition's export columns read them. */
  exportItems: (
    context: ListContext,
    rows: ExportRow[],
    filter: F,
  ) => Exported[] | Promise<Exported[]>;
  /**
   * The list's own total for a filter without a search, where the entity counts it more cheaply
   * than the generic count (from aggregates it keeps); undefined: the generic count.
   */
  ownTotal?: (context: ListContext, filter: F) => Promise<Total | undefined>;
  /**
   * Rows per value of the key some orders lead with, kept by the database: a deep page of such
   * an order (no filter) jumps to the value its first row has (see `KeyCounts`).
   */
  keyCounts?: KeyCounts<S>;
};

/**
 * A table of the rows per value of `key`, exact at every commit (kept by triggers), for the
 * orders whose first key is `key`.
 */
export type KeyCounts<S extends string> = {
  orders: readonly S[];
  /** The orders' first key, as they sort by it. */
  key: RawBuilder<string>;
  /**
   * How deep a page must start for the counts to be read: reading them costs a pass over every
   * value, walking the index one step per row skipped.
   */
  fromOffset: number;
  /** The counts' table, its column of the key's values and its column of their rows. */
  table: keyof Database;
  columns: { value: string; rows: string };
};

/**
 * Rows a list reads whatever its filter says (the public job list: what the public may see),
 * kept apart from the filter's conditions because an index leads with them: the reads never make
 * them unindexable, and without filters the total is counted along the order's index.
 */
export type ListScope = {
  where: Expression<SqlBool>;
  /** Where the estimate of the scope's rows is kept between requests, if it may be. */
  keptEstimate?: KeptEstimate;
};

/** What a definition's export columns read of a row (its `exportRow`, else its row). */
export type ExportedOf<D> = D extends { exportRow?: z.ZodType<infer E> | undefined } ? E : never;

/** The definition's default order (`field` or `-field`) as a sort. */
export function defaultSortOf<S extends string>(definition: {
  defaultSort?: S | `-${S}` | undefined;
}): SortOrder<S> {
  const text: string | undefined = definition.defaultSort;
  if (text === undefined) throw new Error('The list has no default order of its sorts.');
  return text.startsWith('-')
    ? { field: text.slice(1) as S, direction: 'desc' }
    : { field: text as S, direction: 'asc' };
}

/** A query of the list's table, typed by table only: the generic reads name columns in SQL. */
export type TableQuery<O> = SelectQueryBuilder<Database, SampledTable, O>;

/** `<table>.id` as `id`. */
export const idColumn = (table: SampledTable) => sql<number>`${sql.ref(`${table}.id`)}`.as('id');

/** `select <table>.id from <table>`. */
export const idsFrom = (db: Db, table: SampledTable): TableQuery<{ id: number }> =>
  (db.selectFrom(table) as TableQuery<object>).select(idColumn(table));

/** `select <table>.<column>, … from <table>` of the walk's columns (the id first). */
export function walkRowsFrom(
  db: Db,
  table: SampledTable,
  columns: readonly string[],
): TableQuery<{ id: number }> {
  const others = columns.filter((column) => column !== `${table}.id`);
  return idsFrom(db, table).select(
    others.map((column) => sql`${sql.ref(column)}`.as(column.slice(column.indexOf('.') + 1))),
  ) as TableQuery<{ id: number }>;
}

/**
 * A key that may be null, whose nulls come last in the list's order in either direction (an
 * unpaid invoice's paid date). A keyset walk reads it as `coalesce(value, last[direction])`, a
 * value sorting after every other in that direction.
 */
export type NullableKey = {
  nullable: RawBuilder<unknown>;
  last: Record<SortDirection, string>;
};

/** An expression an order sorts by. */
export type OrderKey = RawBuilder<unknown> | NullableKey;

const isNullable = (key: OrderKey): key is NullableKey => 'nullable' in key;

/** The key as one non-null value in `direction`'s order, for a keyset walk. */
export const keysetValue = (key: OrderKey, direction: SortDirection): RawBuilder<unknown> =>
  isNullable(key) ? sql`coalesce(${key.nullable}, ${key.last[direction]})` : key;

const flipped = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** The keys of the filter's order (an order's keys may depend on the filter). */
export function orderKeysOf<F extends ListFilterInput<string>>(
  orderKeys: Record<string, readonly OrderKey[] | ((filter: F) => readonly OrderKey[])>,
  filter: F,
  sort: SortOrder,
): readonly OrderKey[] {
  const keys = orderKeys[sort.field] ?? [];
  return typeof keys === 'function' ? keys(filter) : keys;
}

/**
 * The query in the list's order: the order's keys, then the id, all in one direction; reversed
 * (to read a page from the far end), every key in the other direction and the nulls first.
 */
export function inOrder<Q extends TableQuery<object>>(
  query: Q,
  table: SampledTable,
  keys: readonly OrderKey[],
  direction: SortDirection,
  reversed = false,
): Q {
  const reading = reversed ? flipped(direction) : direction;
  let ordered = query;
  for (const key of keys) {
    ordered = (
      isNullable(key)
        ? ordered.orderBy(key.nullable, (ob) => {
            const sorted = reading === 'asc' ? ob.asc() : ob.desc();
            return reversed ? sorted.nullsFirst() : sorted.nullsLast();
          })
        : ordered.orderBy(key, reading)
    ) as Q;
  }
  return ordered.orderBy(sql.ref(`${table}.id`), reading) as Q;
}
