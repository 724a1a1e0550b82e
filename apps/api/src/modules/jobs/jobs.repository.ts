import {
  expressionBuilder,
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import {
  JOBS_LIST,
  type JobAdminSortField,
  type JobItem,
  type JobsFilter,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { dataVersion } from '../../db/data-versions.js';
import { precompiledList } from '../../db/precompiled.js';
import { publicJobAt as visibleAt } from '../../db/public-jobs.js';
import type { Database, JobsTable } from '../../db/schema.js';
import {
  defaultSortOf,
  type ExportedOf,
  type ListScope,
  type ListTable,
} from '../../lib/lists/list-table.js';
import type { Estimate, KeptEstimate } from '../../lib/paging.js';
import { ByVersion } from '../../lib/prepared-json.js';
import type { PageRows } from '../../lib/lists/plain-page.js';
import { byName } from '../../lib/sorting.js';
import { payOfRow } from './job-payload.js';

export type JobRow = Selectable<JobsTable>;

type NamedRef = { id: number; name: string };

/** Jobs joined to the partner, category and job type every job has. */
function jobsWithTheirRecords(db: Db) {
  return db
    .selectFrom('jobs')
    .innerJoin('partners', 'partners.id', 'jobs.partner_id')
    .innerJoin('categories', 'categories.id', 'jobs.category_id')
    .innerJoin('job_types', 'job_types.id', 'jobs.job_type_id');
}

/** A job with the names of the records it refers to: one row of the page's join. */
function selectJobItems(db: Db) {
  return jobsWithTheirRecords(db)
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

/** A job as the CSV export writes it: only the exported columns, the names joined. */
function selectJobExportRows(db: Db) {
  return jobsWithTheirRecords(db).select([
    'jobs.id',
    'jobs.title',
    'jobs.status',
    'jobs.is_published',
    'jobs.is_remote',
    'jobs.city',
    'jobs.country',
    'jobs.expiration_date',
    'jobs.created_at',
    'partners.company_name as partner',
    'categories.name as category',
    'job_types.name as job_type',
  ]);
}

type JobExportRow = Awaited<
  ReturnType<ReturnType<typeof selectJobExportRows>['executeTakeFirstOrThrow']>
>;

export async function findJobItem(db: Db, id: number): Promise<JobItem | undefined> {
  const row = await selectJobItems(db).where('jobs.id', '=', id).executeTakeFirst();
  return row ? (await withSkills(db, [row]))[0] : undefined;
}

/** The skills of the given jobs, each job's A–Z: every page reads them (compiled per length). */
const skillsOfJobs = precompiledList((db: Db, jobIds: readonly number[]) =>
  db
    .selectFrom('job_skills')
    .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
    .select(['job_skills.job_id', 'skills.id', 'skills.name'])
    .where('job_skills.job_id', 'in', jobIds)
    .orderBy(byName('skills.name'))
    .orderBy('skills.id'),
);

/** A page's jobs by id with the names of their records (compiled per length). */
const jobItemsById = precompiledList((db: Db, ids: readonly number[]) =>
  selectJobItems(db).where('jobs.id', 'in', ids),
);

/** The skills of all the given jobs in one query, each job's A–Z. */
async function withSkills(db: Db, rows: JobItemRow[]): Promise<JobItem[]> {
  const skillsByJob = new Map<number, NamedRef[]>();
  if (rows.length > 0) {
    const links = await skillsOfJobs(
      db,
      rows.map((row) => row.id),
    );
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
    ...payOfRow(row),
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

// ── The list: its filters, orders and rows (the paging is lib/lists') ─────────────────────────

/** The admin list's filter; the public list has only the search and the title order. */
type JobsListFilter = Partial<JobsFilter>;

/** The filter's conditions other than the search term. */
function filterConditions(filter: JobsListFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const equals = (column: string, value: string | number) =>
    conditions.push(sql<SqlBool>`${sql.ref(column)} = ${value}`);
  if (filter.status !== undefined) equals('jobs.status', filter.status);
  if (filter.published !== undefined) equals('jobs.is_published', filter.published ? 1 : 0);
  if (filter.partner !== undefined) equals('jobs.partner_id', filter.partner);
  if (filter.category !== undefined) equals('jobs.category_id', filter.category);
  if (filter.job_type !== undefined) equals('jobs.job_type_id', filter.job_type);
  if (filter.remote !== undefined) equals('jobs.is_remote', filter.remote ? 1 : 0);
  if (filter.expiring_before !== undefined) {
    conditions.push(
      sql<SqlBool>`${sql.ref('jobs.expiration_date')} < ${`${filter.expiring_before}T00:00:00.000Z`}`,
    );
  }
  return conditions;
}

/**
 * The job lists read from their table (see lib/lists): the page's jobs are read with their
 * partner, category, type, duration and skills. The public list is the same table scoped to what
 * the public may see (`publicJobsAt`).
 */
export const JOBS_TABLE: ListTable<
  JobsListFilter,
  JobAdminSortField,
  JobItem,
  JobExportRow,
  ExportedOf<typeof JOBS_LIST>
> & { pageRows: PageRows<JobItem, JobItemRow> } = {
  table: 'jobs',
  searchable: true,
  // Each order has an index of these expressions and the id (migrations 0001 and 0010), and
  // one led by the public scope's columns (jobs_public_created_idx, jobs_public_title_idx).
  orderKeys: {
    job_title: [byName('jobs.title')],
    created_at: [sql<string>`${sql.ref('jobs.created_at')}`],
  },
  defaultSort: defaultSortOf(JOBS_LIST),
  walkColumns: [
    'jobs.id',
    'jobs.title',
    'jobs.created_at',
    'jobs.status',
    'jobs.is_published',
    'jobs.partner_id',
    'jobs.category_id',
    'jobs.job_type_id',
    'jobs.is_remote',
    'jobs.expiration_date',
  ],
  conditions: filterConditions,
  itemsById: async ({ db }, ids) => withSkills(db, await jobItemsById(db, ids)),
  pageRows: { rows: selectJobItems, items: ({ db }, rows) => withSkills(db, rows) },
  // The export reads only its columns: a job's description is the bulk of its row.
  exportRows: selectJobExportRows,
  exportItems: (_context, rows) =>
    rows.map(({ is_published, is_remote, expiration_date, ...row }) => ({
      ...row,
      published: is_published === 1,
      remote_position: is_remote === 1,
      expiration: expiration_date,
    })),
};

const keptPublicEstimates = new WeakMap<Db, ByVersion<Estimate>>();

/**
 * The public list's estimated total, kept per version of which jobs are public (triggers bump it
 * on any write that can show or hide a job, migration 0035) and per minute, as jobs expire with
 * time and no write: one sample of the table a minute instead of one per request. The version is
 * read before the sample, so a kept estimate is never older than its version; a missing version
 * row keeps nothing.
 */
const keptPublicEstimate =
  (now: string): KeptEstimate =>
  async (db, sample) => {
    let kept = keptPublicEstimates.get(db);
    if (!kept) keptPublicEstimates.set(db, (kept = new ByVersion()));
    const version = await dataVersion(db, 'public_jobs');
    const minute = now.slice(0, 'yyyy-mm-ddThh:mm'.length);
    return kept.get(version === null ? null : `${version} ${minute}`, sample);
  };

/** The jobs the public may see at `now`: the public list's scope. */
export const publicJobsAt = (now: string): ListScope => ({
  where: visibleAt(now)(expressionBuilder<Database, 'jobs'>()),
  keptEstimate: keptPublicEstimate(now),
});
