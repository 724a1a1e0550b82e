import type {
  Expression,
  ExpressionBuilder,
  Insertable,
  Selectable,
  SqlBool,
  Updateable,
} from 'kysely';
import type { JobItem } from '@job-board/contract';
import type { Db, DialectName } from '../../db/database.js';
import type { Database, JobsTable } from '../../db/schema.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';
import { matchesSearch } from '../../lib/search.js';
import { byName } from '../../lib/sorting.js';
import { salaryAmount } from './job-payload.js';

export type JobRow = Selectable<JobsTable>;

export type JobListFilter = {
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

/** The list's WHERE: visibility and search (the same condition for the page and its count). */
function matchingJobs(dialect: DialectName, filter: JobListFilter) {
  const { visibleAt, search } = filter;
  return (eb: ExpressionBuilder<Database, 'jobs'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (visibleAt !== undefined) {
      conditions.push(
        eb('jobs.is_published', '=', 1),
        eb('jobs.status', '=', 'active'),
        eb.or([eb('jobs.expiration_date', 'is', null), eb('jobs.expiration_date', '>', visibleAt)]),
      );
    }
    if (search) conditions.push(matchesSearch(dialect, 'jobs', search));
    return eb.and(conditions);
  };
}

export async function listJobItems(
  db: Db,
  dialect: DialectName,
  filter: JobListFilter,
  page: PageRequest,
): Promise<{ items: JobItem[]; total: number }> {
  const where = matchingJobs(dialect, filter);
  let pageQuery = selectJobItems(db).where(where);
  pageQuery = filter.titleOrder
    ? pageQuery
        .orderBy(byName('jobs.title'), filter.titleOrder)
        .orderBy('jobs.id', filter.titleOrder)
    : pageQuery.orderBy('jobs.created_at', 'desc').orderBy('jobs.id', 'desc');
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    pageQuery.limit(limit).offset(offset).execute(),
    db
      .selectFrom('jobs')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await withSkills(db, rows), total: Number(count.n) };
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

export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
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
