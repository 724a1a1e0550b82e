import {
  sql,
  type Expression,
  type RawBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { type JobAdminSortField, type JobItem, type JobsFilter } from '@job-board/contract';
import type { Db, DialectName } from '../../db/database.js';
import { publicJobAt as visibleAt } from '../../db/public-jobs.js';
import type { Database, JobsTable } from '../../db/schema.js';
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
  type PageWindow,
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
import { salaryAmount } from './job-payload.js';

export type JobRow = Selectable<JobsTable>;

type JobListFilter = {
  search?: string | undefined;
  /** By title, A–Z or Z–A; newest first when absent. */
  titleOrder?: 'asc' | 'desc' | undefined;
  /** Only what the public may see: published, active and not expired at `now`. */
  visibleAt?: string | undefined;
};

type NamedRef = { id: number; name: string };

/** A job with the names of the records it refers to: one row of the page's join. */
function selectJobItems(db: Db) {
  return db
    .selectFrom('jobs')
    .innerJoin('partners', 'partners.id', 'jobs.partner_id')
    .innerJoin('categories', 'categories.id', 'jobs.category_id')
    .innerJoin('job_types', 'job_types.id', 'jobs.job_type_id')
    .leftJoin('post_durations', 'post_durations.id', 'jobs.post_duration_id')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.country',
      'jobs.city',
      'jobs.is_remote',
      'jobs.expiration_date',
      'jobs.status',
      'jobs.description',
      'jobs.is_published',
      'jobs.no_pay_range',
      'jobs.min_salary_cents',
      'jobs.max_salary_cents',
      'jobs.created_at',
      'partners.id as partner_id',
      'partners.company_name as partner_name',
      'categories.id as category_id',
      'categories.name as category_name',
      'job_types.id as job_type_id',
      'job_types.name as job_type_name',
      'post_durations.id as duration_id',
      'post_durations.name as duration_name',
      'post_durations.duration as duration_minutes',
    ]);
}

type JobItemRow = Awaited<ReturnType<ReturnType<typeof selectJobItems>['executeTakeFirstOrThrow']>>;

/** The same condition as plain SQL, for a sample of rows. */
const visibleSql = (now: string) =>
  sql<SqlBool>`(jobs.is_published = 1 and jobs.status = 'active' and (jobs.expiration_date is null or jobs.expiration_date > ${now}))`;

/**
 * A page of jobs with bounded work (see users' listUsers for the three ways): the page's ids are
 * chosen first from an index — jobs_public_created_idx / jobs_public_title_idx for the public,
 * jobs_created_at_idx / jobs_title_idx for admins — and only those ten jobs are then read with
 * their partner, category, type, duration and skills.
 */
export async function listJobItems(
  db: Db,
  dialect: DialectName,
  filter: JobListFilter,
  page: PageRequest,
): Promise<{ items: JobItem[]; total: Total }> {
  const { ids, total } = await pageOfJobIds(db, dialect, filter, pageWindow(page));
  if (ids.length === 0) return { items: [], total };
  const rows = await selectJobItems(db).where('jobs.id', 'in', ids).execute();
  return { items: await withSkills(db, inIdOrder(ids, rows)), total };
}

type JobKeyQuery = SelectQueryBuilder<
  Database,
  'jobs',
  { id: number; title: string; created_at: string }
>;

async function pageOfJobIds(
  db: Db,
  dialect: DialectName,
  { search, titleOrder, visibleAt: now }: JobListFilter,
  window: PageWindow,
): Promise<{ ids: number[]; total: Total }> {
  const inOrder = <O>(query: SelectQueryBuilder<Database, 'jobs', O>, reversed = false) => {
    if (titleOrder) {
      const direction = reversed ? flip(titleOrder) : titleOrder;
      return query.orderBy(byName('jobs.title'), direction).orderBy('jobs.id', direction);
    }
    const direction = reversed ? 'asc' : 'desc';
    return query.orderBy('jobs.created_at', direction).orderBy('jobs.id', direction);
  };
  const visible = <O>(query: SelectQueryBuilder<Database, 'jobs', O>) =>
    now === undefined ? query : query.where(visibleAt(now));
  /** The jobs' ids alone: a page in either order is then read from its index without the table. */
  const idKeys = () => visible(db.selectFrom('jobs').select('jobs.id'));
  /** With the columns a walk tests and orders by. */
  const keys = (): JobKeyQuery =>
    visible(db.selectFrom('jobs').select(['jobs.id', 'jobs.title', 'jobs.created_at']));
  const idsOf = async <O extends { id: number }>(
    query: SelectQueryBuilder<Database, 'jobs', O>,
    { limit, offset }: PageWindow,
  ) =>
    limit === 0 ? [] : (await query.limit(limit).offset(offset).execute()).map((row) => row.id);

  if (!search) {
    const total =
      now === undefined
        ? await tableTotal(db, 'jobs')
        : // Counted along the list's own index, whose first rows are the ones the page reads.
          await filteredTotal(db, 'jobs', inOrder(idKeys()), visibleSql(now));
    const seek = seekFromNearerEnd(window, total);
    const ids = await idsOf(inOrder(idKeys(), seek.reversed), seek);
    return { ids: seek.reversed ? ids.reverse() : ids, total };
  }

  const found = await termMatches(
    db,
    dialect,
    'jobs',
    search,
    now === undefined ? [] : [visibleSql(now)],
  );
  if ('ids' in found) {
    // Few jobs have the term: count those the list shows, and sort them, reading them by id.
    const shown = amongIds(dialect, 'jobs', found.ids, now === undefined ? [] : [visibleSql(now)]);
    const byId = () => db.selectFrom('jobs').select('jobs.id').where(shown);
    const total =
      now === undefined ? found.ids.length : await countUpTo(db, byId(), found.ids.length);
    return {
      ids: window.offset < total ? await idsOf(inOrder(byId()), window) : [],
      total: exactTotal(total),
    };
  }
  const { estimate } = found;
  const condition = containsTerm(dialect, 'jobs', search);
  const total: Total = { value: estimate.total, estimate: true };
  const budget = walkableTerm(dialect, search) ? walkBudget(window, estimate.share) : null;
  if (budget !== null) {
    const walked = await idsOf(
      inOrder(
        db
          .selectFrom(inOrder(keys()).limit(budget).as('jobs'))
          .select(['jobs.id', 'jobs.title', 'jobs.created_at'])
          .where(condition),
      ),
      window,
    );
    if (walked.length === window.limit) return { ids: walked, total };
  }
  // Every match, sorted.
  return {
    ids: await idsOf(inOrder(everyMatch(db, dialect, 'jobs', keys(), search)), window),
    total,
  };
}

export async function findJobItem(db: Db, id: number): Promise<JobItem | undefined> {
  const row = await selectJobItems(db).where('jobs.id', '=', id).executeTakeFirst();
  return row ? (await withSkills(db, [row]))[0] : undefined;
}

/** The skills of all the given jobs in one query, each job's A–Z. */
async function withSkills(db: Db, rows: JobItemRow[]): Promise<JobItem[]> {
  const skillsByJob = new Map<number, NamedRef[]>();
  if (rows.length > 0) {
    const links = await db
      .selectFrom('job_skills')
      .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
      .select(['job_skills.job_id', 'skills.id', 'skills.name'])
      .where(
        'job_skills.job_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy(byName('skills.name'))
      .orderBy('skills.id')
      .execute();
    for (const { job_id, id, name } of links) {
      const list = skillsByJob.get(job_id) ?? [];
      list.push({ id, name });
      skillsByJob.set(job_id, list);
    }
  }
  return rows.map((row) => toJobItem(row, skillsByJob.get(row.id) ?? []));
}

function toJobItem(row: JobItemRow, skills: NamedRef[]): JobItem {
  return {
    id: row.id,
    title: row.title,
    country: row.country,
    city: row.city,
    remote_position: row.is_remote === 1,
    expiration: row.expiration_date,
    status: row.status,
    desc: row.description,
    published: row.is_published === 1,
    no_pay_range: row.no_pay_range === 1,
    min_salary_range: salaryAmount(row.min_salary_cents),
    max_salary_range: salaryAmount(row.max_salary_cents),
    partner: { id: row.partner_id, name: row.partner_name },
    category: { id: row.category_id, name: row.category_name },
    job_type: { id: row.job_type_id, name: row.job_type_name },
    job_active_duration:
      row.duration_id === null || row.duration_name === null || row.duration_minutes === null
        ? null
        : { id: row.duration_id, name: row.duration_name, duration: row.duration_minutes },
    skills,
    created_at: row.created_at,
  };
}

export function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertJob(db: Db, values: Insertable<JobsTable>): Promise<number> {
  const row = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJob(db: Db, id: number, values: Updateable<JobsTable>): Promise<void> {
  await db.updateTable('jobs').set(values).where('id', '=', id).execute();
}

export async function countApplications(db: Db, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the job; returns how many rows went (0 when it was gone already). */
export async function deleteJob(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('jobs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function replaceJobSkills(
  db: Db,
  jobId: number,
  skillIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('job_skills').where('job_id', '=', jobId).execute();
  if (skillIds.length === 0) return;
  await db
    .insertInto('job_skills')
    .values(skillIds.map((skill_id) => ({ job_id: jobId, skill_id })))
    .execute();
}

/** Whether a subscription covering `now` gives the partner a paid (price > 0) package. */
export async function hasActivePaidPackage(
  db: Db,
  partnerId: number,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('partner_subscriptions')
    .innerJoin('packages', 'packages.id', 'partner_subscriptions.package_id')
    .select('partner_subscriptions.id')
    .where('partner_subscriptions.partner_id', '=', partnerId)
    .where('partner_subscriptions.starts_at', '<=', now)
    .where('partner_subscriptions.ends_at', '>', now)
    .where('packages.price_cents', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ── The admin list: filters, order, bulk targets and export ───────────────────────────────────

type JobAdminSort = { field: JobAdminSortField; direction: 'asc' | 'desc' };

type JobAdminFilter = {
  search?: string | undefined;
  status?: JobRow['status'] | undefined;
  published?: boolean | undefined;
  partnerId?: number | undefined;
  categoryId?: number | undefined;
  jobTypeId?: number | undefined;
  remote?: boolean | undefined;
  /** Expiring before this day starts (YYYY-MM-DD, UTC); jobs without an expiration never match. */
  expiringBefore?: string | undefined;
  sort: JobAdminSort;
};

/** The contract's filter query as the repository reads it (default order: newest first). */
export const jobFilterOf = (query: JobsFilter): JobAdminFilter => ({
  search: query.s,
  status: query.status,
  published: query.published,
  partnerId: query.partner,
  categoryId: query.category,
  jobTypeId: query.job_type,
  remote: query.remote,
  expiringBefore: query.expiring_before,
  sort: query.sort ?? { field: 'created_at', direction: 'desc' },
});

/** The expression each order sorts by before the id; each has an index (migrations 0001, 0010). */
const ORDER_KEY: Record<JobAdminSortField, RawBuilder<string>> = {
  job_title: byName('jobs.title'),
  created_at: sql<string>`${sql.ref('jobs.created_at')}`,
};

function inAdminOrder<Q extends SelectQueryBuilder<Database, 'jobs', object>>(
  query: Q,
  sort: JobAdminSort,
) {
  return query
    .orderBy(ORDER_KEY[sort.field], sort.direction)
    .orderBy('jobs.id', sort.direction) as Q;
}

/** The filter's conditions other than the search term. */
function adminConditions(filter: JobAdminFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const equals = (column: string, value: string | number) =>
    conditions.push(sql<SqlBool>`${sql.ref(column)} = ${value}`);
  if (filter.status !== undefined) equals('jobs.status', filter.status);
  if (filter.published !== undefined) equals('jobs.is_published', filter.published ? 1 : 0);
  if (filter.partnerId !== undefined) equals('jobs.partner_id', filter.partnerId);
  if (filter.categoryId !== undefined) equals('jobs.category_id', filter.categoryId);
  if (filter.jobTypeId !== undefined) equals('jobs.job_type_id', filter.jobTypeId);
  if (filter.remote !== undefined) equals('jobs.is_remote', filter.remote ? 1 : 0);
  if (filter.expiringBefore !== undefined) {
    conditions.push(
      sql<SqlBool>`${sql.ref('jobs.expiration_date')} < ${`${filter.expiringBefore}T00:00:00.000Z`}`,
    );
  }
  return conditions;
}

/**
 * A page of the admin list. Without filters and in an order the public list also has (newest
 * first, title), the bounded-work paging of listJobItems answers; otherwise the filtered ids are
 * read along the order's index with an exact count up to EXACT_COUNT_LIMIT, estimated beyond.
 */
export async function listAdminJobItems(
  db: Db,
  dialect: DialectName,
  filter: JobAdminFilter,
  page: PageRequest,
): Promise<{ items: JobItem[]; total: Total }> {
  const conditions = adminConditions(filter);
  const { sort } = filter;
  const publicOrder =
    sort.field === 'job_title' || (sort.field === 'created_at' && sort.direction === 'desc');
  if (conditions.length === 0 && publicOrder) {
    const titleOrder = sort.field === 'job_title' ? sort.direction : undefined;
    return listJobItems(db, dialect, { search: filter.search, titleOrder }, page);
  }
  if (filter.search) conditions.push(matchesSearch(dialect, 'jobs', filter.search));
  const where = allOf(conditions);
  const matching = db.selectFrom('jobs').select('jobs.id').where(where);
  const total = await filteredTotal(db, 'jobs', matching, where);
  const window = pageWindow(page);
  const along = db
    .selectFrom('jobs')
    .select('jobs.id')
    .where(filterAlongOrder(dialect, where, window, total));
  const ids =
    window.limit === 0
      ? []
      : (await inAdminOrder(along, sort).limit(window.limit).offset(window.offset).execute()).map(
          (row) => row.id,
        );
  if (ids.length === 0) return { items: [], total };
  const rows = await selectJobItems(db).where('jobs.id', 'in', ids).execute();
  return { items: await withSkills(db, inIdOrder(ids, rows)), total };
}

/** Ids of the jobs a filter selects, in its order, at most `limit` (a bulk action's targets). */
export async function jobIdsMatching(
  db: Db,
  dialect: DialectName,
  filter: JobAdminFilter,
  limit: number,
): Promise<number[]> {
  const conditions = adminConditions(filter);
  if (filter.search) conditions.push(matchesSearch(dialect, 'jobs', filter.search));
  const rows = await inAdminOrder(
    db.selectFrom('jobs').select('jobs.id').where(allOf(conditions)),
    filter.sort,
  )
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A job of the export with its names and its order's key value (`k0`). */
export type JobExportRow = JobItemRow & { k0: string };

/** Where the next batch starts: the previous batch's last key value, then its id. */
export type JobExportCursor = readonly [string, number];

/**
 * One batch of the jobs a filter selects, in its order, after `cursor`: keyset paging along the
 * order's index, so each batch costs the same however deep the export is.
 */
export async function jobExportBatch(
  db: Db,
  dialect: DialectName,
  filter: JobAdminFilter,
  cursor: JobExportCursor | null,
  limit: number,
): Promise<JobExportRow[]> {
  const key = ORDER_KEY[filter.sort.field];
  const conditions = adminConditions(filter);
  if (filter.search) conditions.push(containsTerm(dialect, 'jobs', filter.search));
  if (cursor) {
    const after = filter.sort.direction === 'asc' ? sql`>` : sql`<`;
    conditions.push(
      sql<SqlBool>`(${key}, ${sql.ref('jobs.id')}) ${after} (${cursor[0]}, ${cursor[1]})`,
    );
  }
  const rows = await inAdminOrder(
    selectJobItems(db).select(key.as('k0')).where(allOf(conditions)),
    filter.sort,
  )
    .limit(limit)
    .execute();
  return rows as JobExportRow[];
}

export const jobExportCursor = (row: JobExportRow): JobExportCursor => [row.k0, row.id];
