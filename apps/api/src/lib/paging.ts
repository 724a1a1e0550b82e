import type { FastifyRequest } from 'fastify';
import {
  PostgresAdapter,
  sql,
  type Expression,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Paged } from '@job-board/contract';
import type { Config } from '../config/config.js';
import type { Db, DialectName } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';

export type PageRequest = { page: number; perPage: number };

export type PageWindow = { limit: number; offset: number };

/** Every one of a list filter's conditions (true when there are none). */
export const allOf = (conditions: Expression<SqlBool>[]): Expression<SqlBool> =>
  conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/** LIMIT/OFFSET of a page. */
export const pageWindow = ({ page, perPage }: PageRequest): PageWindow => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/**
 * A list's number of rows: exact, or an estimate when counting them exactly would cost more
 * than the page itself (the envelope then says `total_is_estimate: true`).
 */
export type Total = { value: number; estimate: boolean };

export const exactTotal = (value: number): Total => ({ value, estimate: false });

/** Matches are counted exactly up to this many; past it the total is an estimate. */
export const EXACT_COUNT_LIMIT = 1000;

/** Rows checked when estimating how many rows match (an evenly spread sample of ids). */
const SAMPLE_SIZE = 500;

/** A walk along the list's order reads at most this many rows before using the index instead. */
const MAX_WALK = 20_000;

/**
 * The one paged-list envelope: `data`, `links` (absolute URLs keeping the request's other query
 * parameters) and `meta`. A page past the end has empty `data` and correct `meta`. An estimated
 * total never contradicts the page: a short page ends the list, a full one has a next page.
 */
export function pagedEnvelope<T>(
  request: FastifyRequest,
  config: Config,
  rows: T[],
  total: number | Total,
  { page, perPage }: PageRequest,
): Paged<T> {
  const offset = (page - 1) * perPage;
  const counted =
    typeof total === 'number'
      ? exactTotal(total)
      : consistentTotal(total, offset, rows.length, perPage);
  const lastPage = Math.max(1, Math.ceil(counted.value / perPage));
  const path = `${config.appUrl}${request.url.split('?')[0]}`;
  const params = new URLSearchParams(request.query as Record<string, string>);
  const link = (n: number) => {
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  const from = rows.length > 0 ? offset + 1 : null;
  return {
    data: rows,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: from === null ? null : from + rows.length - 1,
      total: counted.value,
      // Only an estimate says so; an exact total keeps the envelope as it always was.
      ...(counted.estimate ? { total_is_estimate: true } : {}),
    },
  };
}

function consistentTotal(total: Total, offset: number, rows: number, perPage: number): Total {
  if (!total.estimate) return total;
  // A short page is the last one: the total is known exactly.
  if (rows > 0 && rows < perPage) return exactTotal(offset + rows);
  if (rows === 0) return { value: Math.min(total.value, offset), estimate: true };
  return { value: Math.max(total.value, offset + rows + 1), estimate: true };
}

/** Rows of a query, counted up to `limit` + 1 (exact when the answer is at most `limit`). */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  limit = EXACT_COUNT_LIMIT,
): Promise<number> {
  const result = await sql<{
    n: number | string;
  }>`select count(*) as n from ${query.limit(limit + 1).as('counted')}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export type SampledTable =
  | 'users'
  | 'jobs'
  | 'partners'
  | 'invoices'
  | 'blog_posts'
  | 'kyc_verifications'
  | 'audit_log'
  | 'web_pages'
  | 'admins'
  | 'trash_units';

export type Estimate = {
  /** Estimated matching rows. */
  total: number;
  /** Share of the table's rows that match (0 to 1). */
  share: number;
  /** Matching rows in the sample. */
  hits: number;
  /** The hits to expect, were EXACT_COUNT_LIMIT rows of the table to match. */
  hitsAtLimit: number;
};

/**
 * Estimates how many rows of `table` satisfy `condition` (written against the table's own name)
 * from an evenly spread sample of ids: bounded work however large the table. Used only once an
 * exact count has passed EXACT_COUNT_LIMIT, so the answer is never below that.
 */
async function estimateBySample(
  db: Db,
  table: SampledTable,
  condition: Expression<SqlBool> | null,
): Promise<Estimate> {
  const [estimate] = (await estimatesBySample(db, table, [condition])) as [Estimate];
  return estimate;
}

/** `estimateBySample` of each condition, from one read of the same sample. */
export async function estimatesBySample(
  db: Db,
  table: SampledTable,
  conditions: readonly (Expression<SqlBool> | null)[],
): Promise<Estimate[]> {
  const { lo, hi } = await idBounds(db, table);
  if (lo === null || hi === null) {
    return conditions.map(() => ({ total: 0, share: 0, hits: 0, hitsAtLimit: EXACT_COUNT_LIMIT }));
  }
  const span = hi - lo + 1;
  const ids = sampleIds(lo, hi, SAMPLE_SIZE);
  // The ids are written into the SQL as constants (integers computed here, never input). On
  // PostgreSQL as one array: a thousand parameters, or an array parameter, cost more to plan than
  // the rows cost to read, and an array parameter may be planned as a scan of the whole table. On
  // SQLite as a list: the same ids come back while the table's bounds hold, so the statement stays
  // prepared (db/statement-cache.ts) instead of binding 500 parameters on every read.
  const sampled =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<SqlBool>`${sql.ref(`${table}.id`)} = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)})`
      : sql<SqlBool>`${sql.ref(`${table}.id`)} in (${sql.raw(ids.join(','))})`;
  const hitColumns = conditions.map(
    (condition, i) =>
      sql`sum(case when ${condition ?? sql<SqlBool>`1 = 1`} then 1 else 0 end) as ${sql.ref(`hits${i}`)}`,
  );
  const result = await sql<Record<string, number | string | null>>`
    select count(*) as present, ${sql.join(hitColumns)}
    from ${sql.table(table)}
    where ${sampled}`.execute(db);
  const row = result.rows[0] ?? {};
  const present = Number(row.present ?? 0);
  return conditions.map((_, i) => {
    const hits = Number(row[`hits${i}`] ?? 0);
    return {
      total: Math.max(EXACT_COUNT_LIMIT + 1, Math.round((hits * span) / ids.length)),
      share: present > 0 ? hits / present : 0,
      hits,
      hitsAtLimit: (EXACT_COUNT_LIMIT * ids.length) / span,
    };
  });
}

/** The smallest and largest id (null for an empty table). */
async function idBounds(
  db: Db,
  table: SampledTable,
): Promise<{ lo: number | null; hi: number | null }> {
  // Two subqueries: each reads one end of the primary key (SQLite scans for min and max together).
  const result = await sql<{
    lo: number | string | null;
    hi: number | string | null;
  }>`select (select min(id) from ${sql.table(table)}) as lo, (select max(id) from ${sql.table(table)}) as hi`.execute(
    db,
  );
  const row = result.rows[0];
  const toId = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return { lo: toId(row?.lo), hi: toId(row?.hi) };
}

/** `count` ids spread evenly from `lo` to `hi` (all of them when the span is smaller). */
function sampleIds(lo: number, hi: number, count: number): number[] {
  const span = hi - lo + 1;
  if (span <= count) return Array.from({ length: span }, (_, i) => lo + i);
  return Array.from({ length: count }, (_, i) => lo + Math.floor((i * span) / count));
}

/**
 * Tables whose ids span at most this many are counted exactly (a COUNT(*) of that many index
 * entries takes a few milliseconds: SQLite counts b-tree cells, PostgreSQL reads every entry).
 */
const EXACT_TABLE_SPAN = { sqlite: 250_000, postgres: 50_000 } as const;

/**
 * The number of rows of a whole table: exact from the count the database keeps (migration 0020),
 * or for a table without one, exact when it is small enough to count cheaply and otherwise
 * estimated from an evenly spread sample of its ids.
 */
/** Every page of a list without filters reads it: compiled once (db/precompiled.ts). */
const keptRowCount = precompiled(['table'] as [string], (db: Db, table) =>
  db.selectFrom('table_row_counts').select('row_count').where('name', '=', table),
);

export async function tableTotal(db: Db, table: SampledTable): Promise<Total> {
  const [kept] = await keptRowCount(db, table);
  if (kept) return exactTotal(Number(kept.row_count));
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const { lo, hi } = await idBounds(db, table);
  if (lo === null || hi === null) return exactTotal(0);
  if (hi - lo + 1 <= EXACT_TABLE_SPAN[dialect]) {
    const result = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    return exactTotal(Number(result.rows[0]?.n ?? 0));
  }
  return { value: (await estimateBySample(db, table, null)).total, estimate: true };
}

/**
 * Where an estimate of a condition's rows is kept between requests, given how to take a new one
 * (a sample): it answers the kept one while the rows it counted cannot have changed (the public
 * job list keeps it per version of which jobs are public, and per minute for the clock).
 */
export type KeptEstimate = (db: Db, sample: () => Promise<Estimate>) => Promise<Estimate>;

/** A filtered list's total, with the share of the table that matches once it is estimated. */
/** A filter's total, with the share of the table's rows it keeps when it was estimated. */
export type FilteredTotal = Total & { share?: number };

/** Matches counted before anything else: a filter that few rows pass is settled by this count. */
export const PROBE_LIMIT = 300;

/**
 * How unlikely a sample's hits must be, were at most EXACT_COUNT_LIMIT rows to match, for
 * `clearlyCommon` to say that more do.
 */
const COMMON_EVIDENCE = 0.001;

/** The chance that a Poisson count of mean `mean` is at least `k`. */
export function poissonTail(mean: number, k: number): number {
  let term = Math.exp(-mean);
  let below = 0;
  for (let i = 0; i < k; i += 1) {
    below += term;
    term *= mean / (i + 1);
  }
  return Math.max(0, 1 - below);
}

/**
 * Whether a sample says that more than EXACT_COUNT_LIMIT rows match, so counting them is not
 * worth it: were at most that many to match, a sample would show this many hits in fewer than
 * one case in a thousand (a sampled id hits with a chance of at most EXACT_COUNT_LIMIT in the
 * span of ids, so the hits are at most Poisson of mean `hitsAtLimit`).
 */
export const clearlyCommon = (estimate: Estimate): boolean =>
  estimate.hits > estimate.hitsAtLimit &&
  poissonTail(estimate.hitsAtLimit, estimate.hits) < COMMON_EVIDENCE;

/**
 * A filtered list's total: exact up to EXACT_COUNT_LIMIT matches, then estimated by sample. Up to
 * PROBE_LIMIT + 1 matches are counted first, which settles a filter few rows pass; then the
 * sample is read, and only when it does not show the filter clearly common are the matches
 * counted up to EXACT_COUNT_LIMIT + 1.
 */
export async function filteredTotal<DB, TB extends keyof DB, O>(
  db: Db,
  table: SampledTable,
  matching: SelectQueryBuilder<DB, TB, O>,
  condition: Expression<SqlBool>,
  kept?: KeptEstimate,
): Promise<FilteredTotal> {
  const probe = await countUpTo(db, matching, PROBE_LIMIT);
  if (probe <= PROBE_LIMIT) return exactTotal(probe);
  const sample = () => estimateBySample(db, table, condition);
  const estimate = await (kept ? kept(db, sample) : sample());
  const estimated = { value: estimate.total, estimate: true, share: estimate.share };
  if (clearlyCommon(estimate)) return estimated;
  const counted = await countUpTo(db, matching);
  return counted <= EXACT_COUNT_LIMIT ? exactTotal(counted) : estimated;
}

/**
 * The filter of a page read in the list's order. When so many rows match that walking the
 * order's index reaches the page within MAX_WALK rows, SQLite is kept from answering the filter
 * from an index of its own (a unary `+` makes the condition unindexable): it would otherwise read
 * every match and sort them all, as it cannot tell a filter that keeps 6 % of the rows from one
 * that keeps 90 %. PostgreSQL weighs both plans from its statistics itself.
 */
export function filterAlongOrder(
  dialect: DialectName,
  condition: Expression<SqlBool>,
  window: PageWindow,
  total: FilteredTotal,
): Expression<SqlBool> {
  const walk =
    dialect === 'sqlite' && total.share !== undefined && walkBudget(window, total.share) !== null;
  return walk ? checkedPerRow(dialect, condition) : condition;
}

/**
 * A condition SQLite checks on each row read rather than answering it from an index (a unary
 * `+` makes it unindexable), so that another part of the query drives the read. PostgreSQL
 * weighs the plans from its statistics itself.
 */
const checkedPerRow = (
  dialect: DialectName,
  condition: Expression<SqlBool>,
): Expression<SqlBool> => (dialect === 'sqlite' ? sql<SqlBool>`+(${condition})` : condition);

/**
 * The rows of `table` among `ids` (a search's matches, at most EXACT_COUNT_LIMIT of them) that
 * meet `conditions`, read by id: SQLite would otherwise answer the conditions from an index of
 * their own and read every row they select (the public job list's visibility: 11 ms for 135 ids
 * of a 200,000-job table, against 0.04 ms by id).
 */
export function amongIds(
  dialect: DialectName,
  table: SampledTable,
  ids: readonly number[],
  conditions: readonly Expression<SqlBool>[],
): Expression<SqlBool> {
  const byId = sql<SqlBool>`${sql.ref(`${table}.id`)} in (${sql.join(ids.length > 0 ? [...ids] : [0])})`;
  return allOf([byId, ...conditions.map((condition) => checkedPerRow(dialect, condition))]);
}

/**
 * How far to walk a list in its order to fill a page when `share` of its rows match: twice the
 * expected distance, or null when that is too far (or unknown) and the index should answer.
 */
export function walkBudget({ limit, offset }: PageWindow, share: number): number | null {
  if (share <= 0) return null;
  const budget = Math.ceil((2 * (offset + limit)) / share) + limit;
  return budget <= MAX_WALK ? budget : null;
}

/** Whether reading every one of `matches` costs no more than the longest walk along an order. */
export const fewerThanLongestWalk = (matches: number): boolean => matches <= MAX_WALK;

/** Rows fetched by id, put back in the order of `ids` (a page chosen first, read second). */
export function inIdOrder<T extends { id: number }>(
  ids: readonly number[],
  rows: readonly T[],
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** A window read in the list's order, or in the reverse order (`reversed`) from the far end. */
export type Seek = PageWindow & { reversed: boolean };

/**
 * Past the middle of a list whose total is exact, the page is read from the far end in the
 * reverse order, so the OFFSET walk is never longer than half the list. Reverse the rows after.
 */
export function seekFromNearerEnd(window: PageWindow, total: Total): Seek {
  if (total.estimate || window.offset <= total.value / 2) return { ...window, reversed: false };
  const remaining = Math.max(0, total.value - window.offset);
  const limit = Math.min(window.limit, remaining);
  return { limit, offset: remaining - limit, reversed: true };
}

export const flip = (direction: 'asc' | 'desc'): 'asc' | 'desc' =>
  direction === 'asc' ? 'desc' : 'asc';
