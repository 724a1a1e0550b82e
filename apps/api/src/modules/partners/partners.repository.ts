import {
  sql,
  type Expression,
  type SelectQueryBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type {
  PartnersFilter,
  PartnerCard,
  PartnerListItem,
  PartnerOption,
  TopPerformer,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db, DialectName } from '../../db/database.js';
import type { Database, PartnersTable } from '../../db/schema.js';
import {
  allOf,
  amongIds,
  EXACT_COUNT_LIMIT,
  exactTotal,
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
  matchesSearch,
  termMatches,
  termMatchIds,
  walkableTerm,
} from '../../lib/search.js';
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

/**
 * The version of every partner's id and name: triggers bump it on any insert, delete, rename or
 * id change, whoever writes (migration 0019). Null when its row is missing (nothing to trust).
 */
export async function partnerNamesVersion(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'partner_names')
    .executeTakeFirst();
  return row === undefined ? null : Number(row.version);
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

export type PartnerListFilter = {
  search?: string | undefined;
  /** Whether the partner has a subscription running at `now` (absent: either). */
  activeSubscription?: boolean | undefined;
  direction: 'asc' | 'desc';
  /** The instant "running" is judged at (ISO-8601 UTC). */
  now: string;
};

/** The contract's filter query as the repository reads it (default order: name A–Z). */
export const partnerFilterOf = (query: PartnersFilter, now: string): PartnerListFilter => ({
  search: query.s,
  activeSubscription: query.active_subscription,
  direction: query.sort?.direction ?? 'asc',
  now,
});

/** The partner of the row has a subscription running at `now` (the (partner_id, ends_at) index). */
const hasActiveSubscription = (now: string) =>
  sql<SqlBool>`exists (select 1 from partner_subscriptions as active_sub where active_sub.partner_id = ${sql.ref('partners.id')} and active_sub.ends_at > ${now} and active_sub.starts_at <= ${now})`;

/** The filter's conditions other than the search term. */
function filterConditions(filter: PartnerListFilter): Expression<SqlBool>[] {
  if (filter.activeSubscription === undefined) return [];
  const active = hasActiveSubscription(filter.now);
  return [filter.activeSubscription ? active : sql<SqlBool>`not ${active}`];
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
export async function activePartnerIds(
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

/** A page of partners A–Z (or Z–A) with bounded work, as users' listUsers. */
export async function listPartners(
  db: Db,
  dialect: DialectName,
  filter: PartnerListFilter,
  page: PageRequest,
): Promise<{ rows: PartnerSummary[]; total: Total }> {
  const window = pageWindow(page);
  const { search, direction } = filter;
  const inOrder = <Q extends SelectQueryBuilder<Database, 'partners', PartnerSummary>>(
    query: Q,
    order = direction,
  ): Q => query.orderBy(byName('partners.company_name'), order).orderBy('partners.id', order) as Q;
  const partners = () => db.selectFrom('partners').select(PUBLIC_COLUMNS);
  const fromIndex = (where: Expression<SqlBool>) =>
    inOrder(partners().where(where)).limit(window.limit).offset(window.offset).execute();

  const conditions = filterConditions(filter);
  if (!search && conditions.length > 0) {
    const all = await tableTotal(db, 'partners');
    const active = await countActivePartners(db, filter.now);
    const total: Total = filter.activeSubscription
      ? exactTotal(active)
      : { value: Math.max(0, all.value - active), estimate: all.estimate };
    if (window.offset >= total.value && !total.estimate) return { rows: [], total };
    return { rows: await fromIndex(allOf(conditions)), total };
  }
  if (!search) {
    const total = await tableTotal(db, 'partners');
    const seek = seekFromNearerEnd(window, total);
    if (seek.limit === 0) return { rows: [], total };
    const ids = (
      await db
        .selectFrom('partners')
        .select('partners.id')
        .orderBy(byName('partners.company_name'), seek.reversed ? flip(direction) : direction)
        .orderBy('partners.id', seek.reversed ? flip(direction) : direction)
        .limit(seek.limit)
        .offset(seek.offset)
        .execute()
    ).map((row) => row.id);
    if (seek.reversed) ids.reverse();
    if (ids.length === 0) return { rows: [], total };
    return {
      rows: inIdOrder(ids, await partners().where('partners.id', 'in', ids).execute()),
      total,
    };
  }
  const found = await termMatches(db, dialect, 'partners', search, conditions);
  if ('ids' in found) {
    const matchIds = found.ids;
    if (matchIds.length === 0) return { rows: [], total: exactTotal(0) };
    const matched = amongIds(dialect, 'partners', matchIds, conditions);
    const count =
      conditions.length === 0
        ? matchIds.length
        : Number(
            (
              await db
                .selectFrom('partners')
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .where(matched)
                .executeTakeFirst()
            )?.n ?? 0,
          );
    const rows = window.offset < count ? await fromIndex(matched) : [];
    return { rows, total: exactTotal(count) };
  }
  const { estimate } = found;
  const total: Total = { value: estimate.total, estimate: true };
  const budget = walkableTerm(dialect, search) ? walkBudget(window, estimate.share) : null;
  if (budget !== null) {
    const walked = await inOrder(
      db
        .selectFrom(inOrder(partners()).limit(budget).as('partners'))
        .selectAll()
        .where(allOf([containsTerm(dialect, 'partners', search), ...conditions])),
    )
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (walked.length === window.limit) return { rows: walked, total };
  }
  return {
    rows: await fromIndex(allOf([matchesSearch(dialect, 'partners', search), ...conditions])),
    total,
  };
}

/** A partner row with its order's key (the folded name). */
export type PartnerExportRow = PartnerSummary & { k0: string };

/** Where the next batch starts: the previous batch's last name key and id. */
export type PartnerExportCursor = readonly [string, number];

/**
 * One batch of the partners a filter selects, in its order, after `cursor`: keyset paging along
 * the name index, so each batch costs the same however deep the export is.
 */
export async function partnerExportBatch(
  db: Db,
  dialect: DialectName,
  filter: PartnerListFilter,
  cursor: PartnerExportCursor | null,
  limit: number,
): Promise<PartnerExportRow[]> {
  const key = byName('partners.company_name');
  const conditions = filterConditions(filter);
  if (filter.search) conditions.push(containsTerm(dialect, 'partners', filter.search));
  if (cursor) {
    const after = filter.direction === 'asc' ? sql`>` : sql`<`;
    conditions.push(
      sql<SqlBool>`(${key}, ${sql.ref('partners.id')}) ${after} (${sql.join(cursor)})`,
    );
  }
  const rows = await db
    .selectFrom('partners')
    .select(PUBLIC_COLUMNS)
    .select(key.as('k0'))
    .where(allOf(conditions))
    .orderBy(key, filter.direction)
    .orderBy('partners.id', filter.direction)
    .limit(limit)
    .execute();
  return rows as PartnerExportRow[];
}

export const partnerExportCursor = (row: PartnerExportRow): PartnerExportCursor => [row.k0, row.id];

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
