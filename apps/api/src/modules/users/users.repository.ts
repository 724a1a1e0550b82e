import {
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import {
  dayAfter,
  type UserListItem,
  type UserSortField,
  type UsersFilter,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db, DialectName } from '../../db/database.js';
import type { Database, UsersTable } from '../../db/schema.js';
import {
  allOf,
  amongIds,
  countUpTo,
  exactTotal,
  filterAlongOrder,
  filteredTotal,
  flip,
  inIdOrder,
  type PageRequest,
  pageWindow,
  seekFromNearerEnd,
  tableTotal,
  type Total,
  walkBudget,
} from '../../lib/paging.js';
import {
  containsTerm,
  everyMatch,
  matchesSearch,
  termMatches,
  walkableTerm,
} from '../../lib/search.js';
import { byName } from '../../lib/sorting.js';
import { publicImageUrl } from '../../lib/uploads.js';

type UserRow = Selectable<UsersTable>;

type UserSort = { field: UserSortField; direction: 'asc' | 'desc' };

type UserListFilter = {
  search?: string | undefined;
  blocked?: boolean | undefined;
  /** Registered on or after this day (YYYY-MM-DD, UTC). */
  registeredFrom?: string | undefined;
  /** Registered on or before this day (YYYY-MM-DD, UTC). */
  registeredTo?: string | undefined;
  sort: UserSort;
};

/** The contract's filter query as the repository reads it (default order: first name A–Z). */
export const userFilterOf = (query: UsersFilter): UserListFilter => ({
  search: query.s,
  blocked: query.blocked,
  registeredFrom: query.registered_from,
  registeredTo: query.registered_to,
  sort: query.sort ?? { field: 'first_name', direction: 'asc' },
});

/**
 * The expressions each order sorts by, before the id that makes it total; each order has an
 * index of exactly these expressions and the id (migrations 0001 and 0013).
 */
const ORDER_KEYS: Record<UserSortField, readonly RawBuilder<string>[]> = {
  first_name: [byName('users.first_name')],
  name: [byName('users.first_name'), byName('users.last_name')],
  email: [byName('users.email')],
  created_at: [sql<string>`${sql.ref('users.created_at')}`],
};

function inOrder<Q extends SelectQueryBuilder<Database, 'users', object>>(
  query: Q,
  sort: UserSort,
) {
  let ordered = query;
  for (const key of ORDER_KEYS[sort.field]) ordered = ordered.orderBy(key, sort.direction) as Q;
  return ordered.orderBy('users.id', sort.direction) as Q;
}

/** The filter's conditions other than the search term (blocked, registered between). */
function filterConditions(filter: UserListFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.blocked !== undefined) {
    conditions.push(sql<SqlBool>`${sql.ref('users.is_blocked')} = ${filter.blocked ? 1 : 0}`);
  }
  if (filter.registeredFrom) {
    conditions.push(sql<SqlBool>`${sql.ref('users.created_at')} >= ${filter.registeredFrom}`);
  }
  if (filter.registeredTo) {
    conditions.push(
      sql<SqlBool>`${sql.ref('users.created_at')} < ${dayAfter(filter.registeredTo)}`,
    );
  }
  return conditions;
}

/**
 * A page of users in the chosen order, filtered, with bounded work however many users there are:
 * - no search: the page's ids from the order's index (read from the nearer end when the total is
 *   exact), then their rows;
 * - a rare term (at most EXACT_COUNT_LIMIT matches): every match from the trigram index, sorted;
 * - a common term: the order's index walked, keeping matches, until the page is full; the total
 *   is then an estimate. Should the walk come up short, the trigram index answers.
 */
export async function listUsers(
  db: Db,
  dialect: DialectName,
  filter: UserListFilter,
  page: PageRequest,
): Promise<{ rows: UserRow[]; total: Total }> {
  const window = pageWindow(page);
  const { search, sort } = filter;
  const conditions = filterConditions(filter);
  if (!search) {
    const where = allOf(conditions);
    const total =
      conditions.length === 0
        ? await tableTotal(db, 'users')
        : await filteredTotal(
            db,
            'users',
            db.selectFrom('users').select('users.id').where(where),
            where,
          );
    const seek = seekFromNearerEnd(window, total);
    if (seek.limit === 0) return { rows: [], total };
    const order = seek.reversed ? { ...sort, direction: flip(sort.direction) } : sort;
    const along = filterAlongOrder(dialect, where, seek, total);
    const ids = (
      await inOrder(db.selectFrom('users').select('users.id').where(along), order)
        .limit(seek.limit)
        .offset(seek.offset)
        .execute()
    ).map((row) => row.id);
    if (seek.reversed) ids.reverse();
    return { rows: await usersById(db, ids), total };
  }
  const fromIndex = (where: Expression<SqlBool>) =>
    inOrder(db.selectFrom('users').selectAll().where(where), sort)
      .limit(window.limit)
      .offset(window.offset)
      .execute();

  const found = await termMatches(db, dialect, 'users', search, conditions);
  if ('ids' in found) {
    if (found.ids.length === 0) return { rows: [], total: exactTotal(0) };
    const where = amongIds(dialect, 'users', found.ids, conditions);
    const count =
      conditions.length === 0
        ? found.ids.length
        : await countUpTo(db, db.selectFrom('users').select('users.id').where(where));
    const rows = window.offset < count ? await fromIndex(where) : [];
    return { rows, total: exactTotal(count) };
  }
  const { estimate } = found;
  const matching = allOf([containsTerm(dialect, 'users', search), ...conditions]);
  const total: Total = { value: estimate.total, estimate: true };
  const budget = walkableTerm(dialect, search) ? walkBudget(window, estimate.share) : null;
  if (budget !== null) {
    const walked = await inOrder(
      db
        .selectFrom(inOrder(db.selectFrom('users').selectAll(), sort).limit(budget).as('users'))
        .selectAll()
        .where(matching),
      sort,
    )
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (walked.length === window.limit) return { rows: walked, total };
  }
  // Every match, then the page sorted from them.
  const matches = db.selectFrom('users').selectAll().where(allOf(conditions));
  return {
    rows: await inOrder(everyMatch(db, dialect, 'users', matches, search), sort)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    total,
  };
}

/** Ids of the users a filter selects, in its order, at most `limit` (a bulk action's targets). */
export async function userIdsMatching(
  db: Db,
  dialect: DialectName,
  filter: UserListFilter,
  limit: number,
): Promise<number[]> {
  const conditions = filterConditions(filter);
  if (filter.search) conditions.push(matchesSearch(dialect, 'users', filter.search));
  const rows = await inOrder(
    db.selectFrom('users').select('users.id').where(allOf(conditions)),
    filter.sort,
  )
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A user row with its order's key values (`k0`, and `k1` for the full name). */
export type UserExportRow = UserRow & { k0: string; k1?: string };

/** Where the next batch starts: the keys of the previous batch's last row, then its id. */
export type UserExportCursor = readonly (string | number)[];

/**
 * One batch of the users a filter selects, in its order, after `cursor` (the previous batch's
 * last key values and id): keyset paging along the order's index, so each batch costs the same
 * however deep the export is. The search filters the walk (a match set is never materialised).
 */
export async function userExportBatch(
  db: Db,
  dialect: DialectName,
  filter: UserListFilter,
  cursor: UserExportCursor | null,
  limit: number,
): Promise<UserExportRow[]> {
  const keys = ORDER_KEYS[filter.sort.field];
  const conditions = filterConditions(filter);
  if (filter.search) conditions.push(containsTerm(dialect, 'users', filter.search));
  if (cursor) {
    const after = filter.sort.direction === 'asc' ? sql`>` : sql`<`;
    conditions.push(
      sql<SqlBool>`(${sql.join([...keys, sql.ref('users.id')])}) ${after} (${sql.join(cursor)})`,
    );
  }
  const rows = await inOrder(
    db
      .selectFrom('users')
      .selectAll()
      .select(keys.map((key, i) => key.as(`k${i}`)))
      .where(allOf(conditions)),
    filter.sort,
  )
    .limit(limit)
    .execute();
  return rows as UserExportRow[];
}

/** Where the batch after `row` starts: its order's key values, then its id. */
export const userExportCursor = (sort: UserSort, row: UserExportRow): UserExportCursor =>
  ORDER_KEYS[sort.field].length > 1 ? [row.k0, row.k1 ?? '', row.id] : [row.k0, row.id];

async function usersById(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await db.selectFrom('users').selectAll().where('id', 'in', ids).execute());
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets the flag only if it differs; false when it already had that value. */
export async function setBlocked(
  db: Db,
  id: number,
  blocked: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_blocked: blocked ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('is_blocked', '=', blocked ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function revokeUserTokens(db: Db, userId: number, now: string) {
  return db
    .updateTable('user_access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export const toUserListItem = (config: Config, row: UserRow): UserListItem => ({
  id: row.id,
  profile_picture: publicImageUrl(config, row.profile_picture),
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  profession: row.profession,
  blocked: row.is_blocked === 1,
  created_at: row.created_at,
});
