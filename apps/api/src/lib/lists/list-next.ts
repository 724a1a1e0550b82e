import { sql, type Expression, type SqlBool } from 'kysely';
import { allOf, amongIds, walkBudget } from '../paging.js';
import { containsTerm, matchesSearch, termMatches, walkableTerm } from '../search.js';
import type { ListSql } from './list-reads.js';
import {
  idColumn,
  idsFrom,
  inOrder,
  keysetValue,
  orderKeysOf,
  walkRowsFrom,
  type ListContext,
  type ListFilterInput,
  type SearchableTable,
  type TableQuery,
} from './list-table.js';

/**
 * The row that follows `after` in a list's order among the rows its filter selects (the next
 * record of a queue worked through in the list's order), else, wrapping round, the first one
 * other than `after`; undefined when the filter selects no other row. `after` need not meet the
 * filter any more (it was just decided), nor exist (then the first row).
 *
 * Read as a keyset seek along the order's index: the rows after `after`'s order keys and id,
 * the first one taken, so the cost does not grow with how deep `after` is in the list. A search
 * is answered as a page of the list is (see `pageOf`): a rare term from its matches' ids, a
 * common one by walking the order a bounded way, else from the trigram index.
 */
export async function nextInOrder<F extends ListFilterInput<S>, S extends string>(
  context: ListContext,
  table: ListSql<F, S>,
  filter: F,
  after: number | undefined,
): Promise<number | undefined> {
  const list = table as unknown as ListSql<F>;
  const sort = filter.sort ?? list.defaultSort;
  const keys = orderKeysOf(list.orderKeys, filter, sort).map((key) =>
    keysetValue(key, sort.direction),
  );
  const idRef = sql.ref(`${list.table}.id`);
  const ordered = <O extends object>(query: TableQuery<O>) =>
    inOrder(query, list.table, keys, sort.direction);
  const first = (extra?: Expression<SqlBool>) =>
    firstOf(
      context,
      list,
      filter,
      [...list.conditions(filter), ...(extra ? [extra] : [])],
      ordered,
    );

  if (after === undefined) return first();
  const cursor = await idsFrom(context.db, list.table)
    .select(keys.map((key, i) => key.as(`k${i}`)))
    .where(sql<SqlBool>`${idRef} = ${after}`)
    .executeTakeFirst();
  if (cursor) {
    const values = [...keys.map((_, i) => (cursor as Record<string, unknown>)[`k${i}`]), after];
    const comparison = sort.direction === 'asc' ? sql`>` : sql`<`;
    const following = await first(
      sql<SqlBool>`(${sql.join([...keys, idRef])}) ${comparison} (${sql.join(values)})`,
    );
    if (following !== undefined) return following;
  }
  return first(sql<SqlBool>`${idRef} <> ${after}`);
}

type Ordered = <O extends object>(query: TableQuery<O>) => TableQuery<O>;

/** The first row in the list's order meeting `conditions` and the filter's search, if any. */
async function firstOf<F extends ListFilterInput<string>>(
  { db, dialect }: ListContext,
  list: ListSql<F>,
  filter: F,
  conditions: Expression<SqlBool>[],
  ordered: Ordered,
): Promise<number | undefined> {
  const firstId = async (query: TableQuery<{ id: number }>) =>
    (await ordered(query).limit(1).executeTakeFirst())?.id;
  const term = list.searchable && filter.s ? filter.s : undefined;
  if (!term) return firstId(idsFrom(db, list.table).where(allOf(conditions)));

  const searched = list.table as SearchableTable;
  const found = await termMatches(db, dialect, searched, term, conditions);
  if ('ids' in found) {
    if (found.ids.length === 0) return undefined;
    return firstId(
      idsFrom(db, list.table).where(amongIds(dialect, list.table, found.ids, conditions)),
    );
  }
  const budget = walkableTerm(dialect, term)
    ? walkBudget({ limit: 1, offset: 0 }, found.estimate.share)
    : null;
  if (budget !== null) {
    // The order's first `budget` rows after the cursor, the first match kept from them.
    const walk = ordered(
      walkRowsFrom(db, list.table, list.walkColumns).where(allOf(conditions)),
    ).limit(budget);
    const kept = (db.selectFrom(walk.as(list.table)) as TableQuery<object>)
      .select(idColumn(list.table))
      .where(containsTerm(dialect, searched, term));
    const walked = await firstId(kept);
    if (walked !== undefined) return walked;
  }
  return firstId(
    idsFrom(db, list.table).where(allOf([...conditions, matchesSearch(dialect, searched, term)])),
  );
}
