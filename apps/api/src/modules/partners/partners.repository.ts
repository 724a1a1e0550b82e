import {
  sql,
  type Expression,
  type SelectQueryBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import {
  PARTNERS_LIST,
  type PARTNER_SORT_FIELDS,
  type PartnersFilter,
  type PartnerCard,
  type PartnerListItem,
  type PartnerOption,
  type TopPerformer,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db, DialectName } from '../../db/database.js';
import type { Database, PartnersTable } from '../../db/schema.js';
import { defaultSortOf, type ExportedOf, type ListTable } from '../../lib/lists/list-table.js';
import {
  allOf,
  EXACT_COUNT_LIMIT,
  exactTotal,
  type PageRequest,
  pageWindow,
  tableTotal,
} from '../../lib/paging.js';
import { containsTerm, matchesSearch, termMatchIds } from '../../lib/search.js';
import { byName } from '../../lib/sorting.js';
import { publicImageUrl } from '../../lib/uploads.js';

type PartnerRow = Selectable<PartnersTable>;

/** Columns a partner shows anywhere in the back office (never the email). */
const PUBLIC_COLUMNS = [
  'partners.id',
  'partners.company_name',
  'partners.bio',
  'partners.profile_picture',
  'partners.created_at',
] as const;
export type PartnerSummary = Pick<
  PartnerRow,
  'id' | 'company_name' | 'bio' | 'profile_picture' | 'created_at'
>;

export type PartnerName = { id: number; company_name: string };

/** Every partner's id and name, A–Z (from the covering name index, migration 0019). */
export function listPartnerNames(db: Db): Promise<PartnerName[]> {
  return db
    .selectFrom('partners')
    .select(['id', 'company_name'])
    .orderBy(byName('partners.company_name'))
    .orderBy('id')
    .execute();
}

/** What the picker asks for: a search, some ids, or both, and how many options at most. */
type PartnerOptionsFilter = {
  search?: string | undefined;
  ids?: readonly number[] | undefined;
  limit: number;
};

/** Matches of a search are ranked exactly when there are at most this many. */
const RANKED_MATCHES = EXACT_COUNT_LIMIT;
/** Rows of the A–Z index read from the term on, per option, for names beginning with it. */
const PREFIX_WALK_PER_OPTION = 4;
/** Partners of the A–Z order a common term's other matches are looked for in, before the index. */
const MATCH_WALK = 5_000;

const nameKey = byName('partners.company_name');
/** The term folded as the name index folds names. */
const foldedTerm = (term: string) => sql<string>`lower(cast(${term} as text))`;
const beginsWith = (term: string) =>
  sql<SqlBool>`substr(${nameKey}, 1, length(${foldedTerm(term)})) = ${foldedTerm(term)}`;

/**
 * How well a name matches `term`: 0 it is the term (case aside), 1 it begins with it, 2 a later
 * word begins with it, 3 it contains it elsewhere.
 */
const matchRank = (dialect: DialectName, term: string) =>
  sql<number>`case when ${nameKey} = ${foldedTerm(term)} then 0 when ${beginsWith(term)} then 1 when ${containsTerm(dialect, 'partners', ` ${term}`)} then 2 else 3 end`;

/**
 * The picker's options: with a search, the best matches (`matchRank`, then A–Z); otherwise the
 * named partners or the first ones, A–Z. At most `limit`, with bounded work:
 * - the names beginning with the term come first, read along the name index from the term: when
 *   there are `limit` of them (what typing the start of a name gives), they are the answer;
 * - otherwise the term's matches are read from the trigram index, up to RANKED_MATCHES, and
 *   ranked together;
 * - a term found in more names (a common one) gives the names beginning with it, then its other
 *   matches A–Z, read along the name index as far as the MATCH_WALK-th partner (stopping once it
 *   has them: common terms are dense there), else from the trigram index.
 */
export async function listPartnerOptions(
  db: Db,
  dialect: DialectName,
  { search, ids, limit }: PartnerOptionsFilter,
): Promise<PartnerName[]> {
  const partners = () => db.selectFrom('partners').select(['partners.id', 'partners.company_name']);
  const aToZ = <Q extends SelectQueryBuilder<Database, 'partners', PartnerName>>(query: Q): Q =>
    query.orderBy(nameKey).orderBy('partners.id') as Q;
  if (!search) {
    const named = ids ? partners().where('partners.id', 'in', ids) : partners();
    return aToZ(named).limit(limit).execute();
  }
  const best = <Q extends SelectQueryBuilder<Database, 'partners', PartnerName>>(query: Q) =>
    aToZ(query.orderBy(matchRank(dialect, search)) as Q)
      .limit(limit)
      .execute();
  if (ids) {
    return best(
      partners()
        .where('partners.id', 'in', ids)
        .where(containsTerm(dialect, 'partners', search)),
    );
  }

  // A–Z from the term along the name index: the names beginning with it come first there (the
  // name itself before the longer ones), so a short walk finds them.
  const beginning = await aToZ(
    db
      .selectFrom(
        aToZ(partners().where(sql<SqlBool>`${nameKey} >= ${foldedTerm(search)}`))
          .limit(limit * PREFIX_WALK_PER_OPTION)
          .as('partners'),
      )
      .select(['partners.id', 'partners.company_name'])
      .where(beginsWith(search)),
  )
    .limit(limit)
    .execute();
  if (beginning.length === limit) return beginning;

  const matchIds = await termMatchIds(db, dialect, 'partners', search, RANKED_MATCHES);
  if (matchIds.length <= RANKED_MATCHES) {
    if (matchIds.length === 0) return [];
    return best(
      partners().where(sql<SqlBool>`${sql.ref('partners.id')} in (${sql.join(matchIds)})`),
    );
  }
  // A common term: its other matches A–Z, read along the name index as far as the MATCH_WALK-th
  // partner (the walk stops at the matches it needs), else from the trigram index.
  const rest = limit - beginning.length;
  const others = allOf([
    containsTerm(dialect, 'partners', search),
    sql<SqlBool>`not ${beginsWith(search)}`,
  ]);
  const edge = await db
    .selectFrom('partners')
    .select([nameKey.as('key'), 'partners.id'])
    .orderBy(nameKey)
    .orderBy('partners.id')
    .offset(MATCH_WALK - 1)
    .limit(1)
    .executeTakeFirst();
  const walked = await aToZ(
    partners().where(
      edge
        ? allOf([
            others,
            // The first bounds SQLite's index range, the second is exact.
            sql<SqlBool>`${nameKey} <= ${edge.key}`,
            sql<SqlBool>`(${nameKey}, ${sql.ref('partners.id')}) <= (${edge.key}, ${edge.id})`,
          ])
        : others,
    ),
  )
    .limit(rest)
    .execute();
  // No edge: the walk read every partner.
  if (walked.length === rest || !edge) return [...beginning, ...walked];
  const fromIndex = await aToZ(
    partners().where(allOf([matchesSearch(dialect, 'partners', search), others])),
  )
    .limit(rest)
    .execute();
  return [...beginning, ...fromIndex];
}

/** The list's filter with the instant "running" is judged at (ISO-8601 UTC). */
export type PartnerListFilter = PartnersFilter & { now: string };

/** The partner of the row has a subscription running at `now` (the (partner_id, ends_at) index). */
const hasActiveSubscription = (now: string) =>
  sql<SqlBool>`exists (select 1 from partner_subscriptions as active_sub where active_sub.partner_id = ${sql.ref('partners.id')} and active_sub.ends_at > ${now} and active_sub.starts_at <= ${now})`;

/** The filter's conditions other than the search term. */
function filterConditions(filter: PartnerListFilter): Expression<SqlBool>[] {
  if (filter.active_subscription === undefined) return [];
  const active = hasActiveSubscription(filter.now);
  return [filter.active_subscription ? active : sql<SqlBool>`not ${active}`];
}

/** How many partners have a subscription running at `now` (read off the running subscriptions). */
async function countActivePartners(db: Db, now: string): Promise<number> {
  const row = await db
    .selectFrom('partner_subscriptions')
    .select(sql<number | string>`count(distinct partner_id)`.as('partners'))
    .where('ends_at', '>', now)
    .where('starts_at', '<=', now)
    .executeTakeFirst();
  return Number(row?.partners ?? 0);
}

/** Of these partners, those with a subscription running at `now`. */
async function activePartnerIds(
  db: Db,
  partnerIds: readonly number[],
  now: string,
): Promise<Set<number>> {
  if (partnerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('partner_subscriptions')
    .select('partner_id')
    .distinct()
    .where('partner_id', 'in', partnerIds)
    .where('ends_at', '>', now)
    .where('starts_at', '<=', now)
    .execute();
  return new Set(rows.map((row) => row.partner_id));
}

/**
 * Each partner's job count, counted for these rows only (from partner_job_counts), never for the
 * whole table.
 */
export async function withPostedJobs<T>(
  db: Db,
  rows: PartnerSummary[],
  toItem: (row: PartnerSummary, postedJobs: number) => T,
): Promise<T[]> {
  const counts = await countJobsByPartner(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, counts.get(row.id) ?? 0));
}

/** The partners list read from its table (see lib/lists). */
export const PARTNERS_TABLE: ListTable<
  PartnerListFilter,
  (typeof PARTNER_SORT_FIELDS)[number],
  PartnerListItem,
  PartnerSummary,
  ExportedOf<typeof PARTNERS_LIST>
> = {
  table: 'partners',
  searchable: true,
  // The name index (migration 0001; covering on PostgreSQL, 0010).
  orderKeys: { company_name: [byName('partners.company_name')] },
  defaultSort: defaultSortOf(PARTNERS_LIST),
  walkColumns: ['partners.id', 'partners.company_name'],
  conditions: filterConditions,
  itemsById: async ({ db, config }, ids) =>
    withPostedJobs(
      db,
      await db
        .selectFrom('partners')
        .select(PUBLIC_COLUMNS)
        .where('partners.id', 'in', ids)
        .execute(),
      (row, postedJobs) => toPartnerListItem(config, row, postedJobs),
    ),
  // With a subscription running: counted off the running subscriptions; without: the rest.
  ownTotal: async ({ db }, filter) => {
    if (filter.active_subscription === undefined) return undefined;
    const active = await countActivePartners(db, filter.now);
    if (filter.active_subscription) return exactTotal(active);
    const all = await tableTotal(db, 'partners');
    return { value: Math.max(0, all.value - active), estimate: all.estimate };
  },
  exportRows: (db) => db.selectFrom('partners').select(PUBLIC_COLUMNS),
  // Each batch with its job counts and running subscriptions, read for its rows only.
  exportItems: async ({ db, config }, rows, filter) => {
    const ids = rows.map((row) => row.id);
    const active =
      filter.active_subscription === undefined ? await activePartnerIds(db, ids, filter.now) : null;
    return withPostedJobs(db, rows, (row, postedJobs) => {
      const { id, name, bio, member_since } = toPartnerListItem(config, row, postedJobs);
      return {
        id,
        name,
        bio,
        member_since,
        posted_jobs: postedJobs,
        active_subscription: active ? active.has(row.id) : filter.active_subscription === true,
      };
    });
  },
};

/** The partners who joined last, newest first. */
export function listNewestPartners(db: Db, limit: number): Promise<PartnerSummary[]> {
  return db
    .selectFrom('partners')
    .select(PUBLIC_COLUMNS)
    .orderBy('partners.created_at', 'desc')
    .orderBy('partners.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * How many jobs (published or not) each of these partners has, read from partner_job_counts
 * (kept by triggers, migration 0008); partners without jobs are absent.
 */
export async function countJobsByPartner(
  db: Db,
  partnerIds: readonly number[],
): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('partner_job_counts')
    .select(['partner_id', 'jobs'])
    .where('partner_id', 'in', partnerIds)
    .where('jobs', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.partner_id, Number(row.jobs)]));
}

type TopPerformerRow = Pick<PartnerRow, 'id' | 'company_name' | 'profile_picture'> & {
  jobs_posted: number;
};

/**
 * Partners with at least one published job, most published jobs first (then by name and id, so
 * pages never overlap). Read from the aggregates that triggers keep (migration 0008): the tiers
 * (how many partners have each number of published jobs) give the total and the tier a page
 * starts in, so the page is read from partner_job_counts' ranking index starting at that tier,
 * walking past rows of that tier only, never past every partner ranked above it.
 */
export async function listTopPerformers(
  db: Db,
  page: PageRequest,
): Promise<{ rows: TopPerformerRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const tiers = await db
    .selectFrom('published_jobs_tiers')
    .select(['published_jobs', 'partners'])
    .where('published_jobs', '>', 0)
    .orderBy('published_jobs', 'desc')
    .execute();
  const total = tiers.reduce((sum, tier) => sum + Number(tier.partners), 0);
  let skip = offset;
  const first = tiers.find((tier) => {
    if (skip < Number(tier.partners)) return true;
    skip -= Number(tier.partners);
    return false;
  });
  if (!first) return { rows: [], total };

  const window = db
    .selectFrom('partner_job_counts')
    .select(['partner_id', 'company_name', 'published_jobs'])
    .where('published_jobs', '<=', Number(first.published_jobs))
    .where('published_jobs', '>', 0)
    .orderBy('published_jobs', 'desc')
    .orderBy(byName('company_name'))
    .orderBy('partner_id')
    .limit(limit)
    .offset(skip)
    .as('c');
  const rows = await db
    .selectFrom(window)
    .innerJoin('partners', 'partners.id', 'c.partner_id')
    .select(['partners.id', 'partners.company_name', 'partners.profile_picture'])
    .select('c.published_jobs as jobs_posted')
    .orderBy('c.published_jobs', 'desc')
    .orderBy(byName('c.company_name'))
    .orderBy('c.partner_id')
    .execute();
  return { rows: rows.map((row) => ({ ...row, jobs_posted: Number(row.jobs_posted) })), total };
}

export const toPartnerOption = (row: { id: number; company_name: string }): PartnerOption => ({
  id: row.id,
  name: row.company_name,
});

export const toPartnerListItem = (
  config: Config,
  row: PartnerSummary,
  postedJobs: number,
): PartnerListItem => ({
  id: row.id,
  name: row.company_name,
  bio: row.bio,
  profile_picture: publicImageUrl(config, row.profile_picture),
  member_since: row.created_at,
  posted_jobs: postedJobs,
});

export const toPartnerCard = (
  config: Config,
  row: PartnerSummary,
  postedJobs: number,
): PartnerCard => ({
  id: row.id,
  name: row.company_name,
  profile_picture: publicImageUrl(config, row.profile_picture),
  posted_jobs: postedJobs,
});

export const toTopPerformer = (config: Config, row: TopPerformerRow): TopPerformer => ({
  id: row.id,
  company_name: row.company_name,
  img_url: publicImageUrl(config, row.profile_picture),
  jobs_posted: row.jobs_posted,
});
