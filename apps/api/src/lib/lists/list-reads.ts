import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import {
  allOf,
  amongIds,
  clearlyCommon,
  countUpTo,
  type Estimate,
  EXACT_COUNT_LIMIT,
  exactTotal,
  filterAlongOrder,
  type FilteredTotal,
  filteredTotal,
  fewerThanLongestWalk,
  flip,
  inIdOrder,
  type PageRequest,
  pageWindow,
  type Seek,
  type PageWindow,
  seekFromNearerEnd,
  tableTotal,
  type Total,
  walkBudget,
} from '../paging.js';
import { containsTerm, everyMatch, matchesSearch, termMatches, walkableTerm } from '../search.js';
import { type PageRows, plainPage } from './plain-page.js';
import {
  idColumn,
  idsFrom,
  inOrder,
  orderKeysOf,
  walkRowsFrom,
  type ListContext,
  type ListFilterInput,
  type ListScope,
  type ListTable,
  type SearchableTable,
  type SortOrder,
  type TableQuery,
} from './list-table.js';

/** A list's parsed page query: its filter with the page and page size. */
export type PageQuery<F> = F & { page: number; per_page: number };

export type ListPage<Item> = { items: Item[]; total: Total; page: PageRequest };

/** What the reads use of a list's table description: its SQL, not its items. */
export type ListSql<F, S extends string = string> = Pick<
  ListTable<F & ListFilterInput<S>, S, unknown, never, unknown>,
  | 'table'
  | 'searchable'
  | 'orderKeys'
  | 'defaultSort'
  | 'walkColumns'
  | 'conditions'
  | 'ownTotal'
  | 'keyCounts'
>;

type Ordered = <O extends object>(query: TableQuery<O>, reversed?: boolean) => TableQuery<O>;

const idOf = (row: { id: number }) => row.id;

const idsOf = async (query: TableQuery<{ id: number }>, { limit, offset }: PageWindow) =>
  limit === 0 ? [] : (await query.limit(limit).offset(offset).execute()).map(idOf);

const sortOf = <F extends ListFilterInput<string>>(list: ListSql<F>, filter: F): SortOrder =>
  filter.sort ?? list.defaultSort;

/** The query in the filter's order (`reversed`: the opposite direction, to read from the end). */
function orderOf<F extends ListFilterInput<string>>(list: ListSql<F>, filter: F): Ordered {
  const sort = sortOf(list, filter);
  const keys = orderKeysOf(list.orderKeys, filter, sort);
  return (query, reversed = false) => inOrder(query, list.table, keys, sort.direction, reversed);
}

type PageOfIds = (db: Db, limit: number, offset: number) => Promise<{ id: number }[]>;

/** Per list, the page-of-ids statement of each order read without filters (see wholeListPage). */
const wholeListPages = new WeakMap<object, Map<string, PageOfIds>>();

/**
 * The ids of a page of a list without filters or scope in one order: the statement every plain
 * page of the list runs, compiled once per list, order and direction (db/precompiled.ts) and run
 * with the page's limit and offset. Undefined for an order whose keys depend on the filter.
 */
function wholeListPage(list: ListSql<never>, sort: SortOrder, reversed: boolean) {
  const keys = list.orderKeys[sort.field];
  if (keys === undefined || typeof keys === 'function') return undefined;
  let pages = wholeListPages.get(list);
  if (!pages) wholeListPages.set(list, (pages = new Map()));
  const shape = `${sort.field} ${sort.direction}${reversed ? ' reversed' : ''}`;
  let page = pages.get(shape);
  if (!page) {
    page = precompiled([-1, -2] as [number, number], (db: Db, limit, offset) =>
      inOrder(idsFrom(db, list.table), list.table, keys, sort.direction, reversed)
        .limit(limit)
        .offset(offset),
    );
    pages.set(shape, page);
  }
  return page;
}

/**
 * The ids of a deep page of a whole list (no filter) in an order led by a counted key
 * (`keyCounts`): the value of that key at the page's first row, from the counts summed in the
 * reading direction, then the page read from that value on, skipping only the rows with that
 * value before it instead of every row before it (an index cannot skip rows without reading
 * them). Undefined when the order has no counts or they do not account for the page, which then
 * walks the index as any other.
 */
async function pageByKeyCounts<F extends ListFilterInput<string>>(
  db: Db,
  list: ListSql<F>,
  sort: SortOrder,
  seek: Seek,
  total: Total,
): Promise<number[] | undefined> {
  const counts = list.keyCounts;
  const keys = list.orderKeys[sort.field];
  if (
    !counts?.orders.includes(sort.field) ||
    seek.offset < counts.fromOffset ||
    keys === undefined ||
    typeof keys === 'function'
  ) {
    return undefined;
  }
  const reading = seek.reversed ? flip(sort.direction) : sort.direction;
  const value = sql.ref(counts.columns.value);
  const rows = sql.ref(counts.columns.rows);
  const direction = sql.raw(reading);
  const { rows: found } = await sql<{ key_value: string; rows_before: number | string }>`
    select key_value, rows_before from (
      select ${value} as key_value, ${rows} as key_rows,
        sum(${rows}) over (order by ${value} ${direction} rows unbounded preceding) - ${rows}
          as rows_before
      from ${sql.table(counts.table)}
    ) as counted
    where rows_before + key_rows > ${seek.offset}
    order by key_value ${direction}
    limit 1`.execute(db);
  const first = found[0];
  if (!first) return undefined;
  const from = idsFrom(db, list.table).where(
    sql<SqlBool>`${counts.key} ${sql.raw(reading === 'asc' ? '>=' : '<=')} ${first.key_value}`,
  );
  const ids = await idsOf(inOrder(from, list.table, keys, sort.direction, seek.reversed), {
    limit: seek.limit,
    offset: seek.offset - Number(first.rows_before),
  });
  // Counts that disagree with the rows (a write that bypassed the triggers) fall back.
  return ids.length === Math.min(seek.limit, total.value - seek.offset) ? ids : undefined;
}

/** The search term, when the list searches and one was given. */
const termOf = <F extends ListFilterInput<string>>(list: ListSql<F>, filter: F) =>
  list.searchable && filter.s ? filter.s : undefined;

/**
 * A page of a list in the chosen order, filtered, with bounded work however many rows there are.
 * The page's ids are chosen first, then only those rows are read with their joins:
 * - no search: the ids from the order's index (read from the nearer end when the total is exact);
 * - a rare term (at most EXACT_COUNT_LIMIT matches): every match from the trigram index, read by
 *   id and sorted;
 * - a common term: the order's index walked, keeping matches, until the page is full; the total
 *   is then an estimate. Should the walk come up short, the trigram index answers.
 */
export async function pageOf<
  F extends ListFilterInput<S>,
  S extends string,
  Item,
  R extends { id: number },
  E,
  P = never,
>(
  context: ListContext,
  list: ListTable<F, S, Item, R, E> & { pageRows?: PageRows<Item, P> },
  query: PageQuery<F>,
  scope?: ListScope,
): Promise<ListPage<Item>> {
  const page = { page: query.page, perPage: query.per_page };
  const window = pageWindow(page);
  const plain =
    list.pageRows &&
    scope === undefined &&
    list.ownTotal === undefined &&
    termOf(list as unknown as ListSql<F>, query) === undefined &&
    list.conditions(query).length === 0
      ? await plainPage(context, list, list.pageRows, sortOf(list, query), window)
      : undefined;
  if (plain) return { ...plain, page };
  const { ids, total } = await pageIds(
    context,
    list as unknown as ListSql<F>,
    query,
    window,
    scope,
  );
  const rows = ids.length === 0 ? [] : await list.itemsById(context, ids);
  return { items: inIdOrder(ids, rows), total, page };
}

/**
 * The total of a list without a search: the table's own count without filters; a scope alone
 * counted along the order's index (whose first rows are those the page reads), its estimate kept
 * where the scope keeps it; otherwise exact up to EXACT_COUNT_LIMIT matches, estimated beyond.
 */
function totalOf<F extends ListFilterInput<string>>(
  db: Db,
  list: ListSql<F>,
  conditions: Expression<SqlBool>[],
  scope: ListScope | undefined,
  ordered: Ordered,
): Promise<Total> {
  if (conditions.length === 0 && scope === undefined) return tableTotal(db, list.table);
  if (conditions.length === 0 && scope !== undefined) {
    const { where, keptEstimate } = scope;
    const ids = ordered(idsFrom(db, list.table).where(where));
    return filteredTotal(db, list.table, ids, where, keptEstimate);
  }
  const where = allOf(scope === undefined ? conditions : [scope.where, ...conditions]);
  return filteredTotal(db, list.table, idsFrom(db, list.table).where(where), where);
}

async function pageIds<F extends ListFilterInput<string>>(
  context: ListContext,
  list: ListSql<F>,
  filter: F,
  window: PageWindow,
  scope: ListScope | undefined,
): Promise<{ ids: number[]; total: Total }> {
  const { db, dialect } = context;
  const { table } = list;
  const ordered = orderOf(list, filter);
  const scoped = <O extends object>(query: TableQuery<O>) =>
    scope === undefined ? query : query.where(scope.where);
  const conditions = list.conditions(filter);
  const search = termOf(list, filter);

  if (!search) {
    const total =
      (await list.ownTotal?.(context, filter)) ??
      (await totalOf(db, list, conditions, scope, ordered));
    const seek = seekFromNearerEnd(window, total);
    if (conditions.length === 0 && scope === undefined && list.keyCounts) {
      const counted = await pageByKeyCounts(db, list, sortOf(list, filter), seek, total);
      if (counted) return { ids: seek.reversed ? counted.reverse() : counted, total };
    }
    const whole =
      conditions.length === 0 && scope === undefined
        ? wholeListPage(list as unknown as ListSql<never>, sortOf(list, filter), seek.reversed)
        : undefined;
    if (whole) {
      const ids = seek.limit === 0 ? [] : (await whole(db, seek.limit, seek.offset)).map(idOf);
      return { ids: seek.reversed ? ids.reverse() : ids, total };
    }
    if (dialect === 'postgres' && conditions.length > 0) {
      const walked = await filteredWalk(db, list, scoped(allRowsOf(db, table)), conditions, {
        ordered,
        seek,
        total,
      });
      if (walked) return { ids: seek.reversed ? walked.reverse() : walked, total };
    }
    const chosen =
      conditions.length === 0
        ? scoped(idsFrom(db, table))
        : scoped(idsFrom(db, table)).where(
            filterAlongOrder(dialect, allOf(conditions), seek, total),
          );
    const ids = await idsOf(ordered(chosen, seek.reversed), seek);
    return { ids: seek.reversed ? ids.reverse() : ids, total };
  }

  const searched = table as SearchableTable;
  const shownBy = scope === undefined ? conditions : [scope.where, ...conditions];
  const found = await termMatches(db, dialect, searched, search, shownBy);
  if ('ids' in found) {
    // Few rows have the term: count those the list shows, and sort them, reading them by id.
    if (found.ids.length === 0) return { ids: [], total: exactTotal(0) };
    const byId = () => idsFrom(db, table).where(amongIds(dialect, table, found.ids, shownBy));
    const count =
      shownBy.length === 0 ? found.ids.length : await countUpTo(db, byId(), found.ids.length);
    return {
      ids: window.offset < count ? await idsOf(ordered(byId()), window) : [],
      total: exactTotal(count),
    };
  }
  const { estimate } = found;
  const total = await searchTotal(db, dialect, list, search, { conditions, shownBy }, estimate);
  if (!total.estimate) {
    // The filters keep few of a common term's rows: they were counted, and are sorted by id.
    const exact = idsFrom(db, table).where(
      allOf([matchesSearch(dialect, searched, search), ...shownBy]),
    );
    return { ids: window.offset < total.value ? await idsOf(ordered(exact), window) : [], total };
  }
  const budget = walkableTerm(dialect, search) ? walkBudget(window, estimate.share) : null;
  if (budget !== null) {
    // The order's first `budget` rows (in the scope), the matches kept from them.
    const walk = ordered(scoped(walkRowsFrom(db, table, list.walkColumns))).limit(budget);
    const kept = (db.selectFrom(walk.as(table)) as TableQuery<object>)
      .select(idColumn(table))
      .where(allOf([containsTerm(dialect, searched, search), ...conditions]));
    const walked = await idsOf(ordered(kept), window);
    if (walked.length === window.limit) return { ids: walked, total };
  }
  // Every match, then the page sorted from them.
  const matches = walkRowsFrom(db, table, list.walkColumns).where(allOf(shownBy));
  const sorted = everyMatch(
    db,
    dialect,
    searched,
    matches as unknown as SelectQueryBuilder<Database, SearchableTable, { id: number }>,
    search,
  ) as unknown as TableQuery<{ id: number }>;
  return { ids: await idsOf(ordered(sorted), window), total };
}

/** `select * from <table>`: every column, for a subquery the list's conditions read as the table. */
const allRowsOf = (db: Db, table: ListSql<never>['table']) =>
  (db.selectFrom(table) as TableQuery<object>).selectAll();

/**
 * PostgreSQL: the ids of a filtered page whose filter's share of the rows was estimated, read
 * without trusting the planner to know where the matches lie. From its statistics it walks the
 * order expecting the matches spread evenly, but they are often bunched: invoices numbered by
 * year lie at the far end of the date order (57,000 rows read to fill a page of 20). So the
 * order's first rows are walked as far as the share says a page needs, keeping the matches; when
 * that finds none and the matches are no more than the longest walk, every match is read from
 * the filter's index and sorted. Undefined otherwise (the planner's plan then).
 */
async function filteredWalk<F extends ListFilterInput<string>>(
  db: Db,
  list: ListSql<F>,
  rows: TableQuery<object>,
  conditions: Expression<SqlBool>[],
  { ordered, seek, total }: { ordered: Ordered; seek: Seek; total: FilteredTotal },
): Promise<number[] | undefined> {
  if (!total.estimate || total.share === undefined) return undefined;
  const { table } = list;
  const budget = walkBudget(seek, total.share);
  if (budget !== null) {
    const walk = ordered(rows, seek.reversed).limit(budget);
    const kept = (db.selectFrom(walk.as(table)) as TableQuery<object>)
      .select(idColumn(table))
      .where(allOf(conditions));
    const walked = await idsOf(ordered(kept, seek.reversed), seek);
    if (walked.length === seek.limit) return walked;
    // Some matches on the way: they are spread thinner than the sample said, not bunched.
    if (walked.length > 0) return undefined;
  }
  if (!fewerThanLongestWalk(total.value)) return undefined;
  // Fenced (OFFSET 0) so that the planner cannot merge it and walk the order after all.
  const matches = rows.where(allOf(conditions)).offset(0).as(table);
  const fromMatches = (db.selectFrom(matches) as TableQuery<object>).select(idColumn(table));
  return idsOf(ordered(fromMatches, seek.reversed), seek);
}

/**
 * The total of a common term's matches: the sample's estimate, unless the filter the admin chose
 * keeps so few of them that the sample does not show them clearly more than EXACT_COUNT_LIMIT;
 * those are counted, up to EXACT_COUNT_LIMIT + 1, the planner choosing the trigram or a filter's
 * index. A scope alone is not counted: the public job list's common terms would read every match
 * (the term's matches are mostly expired jobs), and its estimate is what it always showed.
 */
async function searchTotal<F extends ListFilterInput<string>>(
  db: Db,
  dialect: ListContext['dialect'],
  list: ListSql<F>,
  search: string,
  { conditions, shownBy }: { conditions: Expression<SqlBool>[]; shownBy: Expression<SqlBool>[] },
  estimate: Estimate,
): Promise<Total> {
  const estimated: Total = { value: estimate.total, estimate: true };
  if (conditions.length === 0 || clearlyCommon(estimate)) return estimated;
  const matching = allOf([
    matchesSearch(dialect, list.table as SearchableTable, search),
    ...shownBy,
  ]);
  const counted = await countUpTo(db, idsFrom(db, list.table).where(matching));
  return counted <= EXACT_COUNT_LIMIT ? exactTotal(counted) : estimated;
}

/** Ids of the rows a filter selects, in its order, at most `limit` (a bulk action's targets). */
export async function idsMatching<F extends ListFilterInput<S>, S extends string>(
  { db, dialect }: ListContext,
  table: ListSql<F, S>,
  filter: F,
  limit: number,
): Promise<number[]> {
  const list = table as unknown as ListSql<F>;
  const conditions = list.conditions(filter);
  const search = termOf(list, filter);
  if (search) conditions.push(matchesSearch(dialect, list.table as SearchableTable, search));
  const rows = await orderOf(
    list,
    filter,
  )(idsFrom(db, list.table).where(allOf(conditions)))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The rows of a small table meeting `conditions` (none: every row), counted exactly. */
export async function exactCount(
  db: Db,
  table: ListSql<never>['table'],
  conditions: Expression<SqlBool>[],
): Promise<Total> {
  const row = await idsFrom(db, table)
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'))
    .where(allOf(conditions))
    .executeTakeFirstOrThrow();
  return exactTotal(Number(row.n));
}
