import type { Selectable } from 'kysely';
import type {
  PartnerCard,
  PartnerListItem,
  PartnerOption,
  TopPerformer,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db, DialectName } from '../../db/database.js';
import type { PartnersTable } from '../../db/schema.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';
import { matchesSearch } from '../../lib/search.js';
import { byName } from '../../lib/sorting.js';
import { publicImageUrl } from '../../lib/uploads.js';

export type PartnerRow = Selectable<PartnersTable>;

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

/** Every partner's id and name, A–Z. */
export function listPartnerNames(db: Db): Promise<{ id: number; company_name: string }[]> {
  return db
    .selectFrom('partners')
    .select(['id', 'company_name'])
    .orderBy(byName('partners.company_name'))
    .orderBy('id')
    .execute();
}

export type PartnerListFilter = { search?: string; direction: 'asc' | 'desc' };

export async function listPartners(
  db: Db,
  dialect: DialectName,
  filter: PartnerListFilter,
  page: PageRequest,
): Promise<{ rows: PartnerSummary[]; total: number }> {
  let query = db.selectFrom('partners');
  if (filter.search) query = query.where(matchesSearch(dialect, 'partners', filter.search));
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    query
      .select(PUBLIC_COLUMNS)
      .orderBy(byName('partners.company_name'), filter.direction)
      .orderBy('partners.id', filter.direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

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

/** How many jobs (published or not) each of these partners has; partners without jobs are absent. */
export async function countJobsByPartner(
  db: Db,
  partnerIds: readonly number[],
): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select(['partner_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('partner_id', 'in', partnerIds)
    .groupBy('partner_id')
    .execute();
  return new Map(rows.map((row) => [row.partner_id, Number(row.n)]));
}

export type TopPerformerRow = Pick<PartnerRow, 'id' | 'company_name' | 'profile_picture'> & {
  jobs_posted: number;
};

/**
 * Partners with at least one published job, most published jobs first (then by name and id, so
 * pages never overlap). The counts come from the jobs (is_published, partner_id) index.
 */
export async function listTopPerformers(
  db: Db,
  page: PageRequest,
): Promise<{ rows: TopPerformerRow[]; total: number }> {
  const published = db.selectFrom('jobs').where('jobs.is_published', '=', 1);
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(
        published
          .select(['jobs.partner_id', (eb) => eb.fn.countAll<number>().as('jobs_posted')])
          .groupBy('jobs.partner_id')
          .as('published'),
      )
      .innerJoin('partners', 'partners.id', 'published.partner_id')
      .select(['partners.id', 'partners.company_name', 'partners.profile_picture'])
      .select('published.jobs_posted')
      .orderBy('published.jobs_posted', 'desc')
      .orderBy(byName('partners.company_name'))
      .orderBy('partners.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    published
      .select((eb) => eb.fn.count<number>('jobs.partner_id').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, jobs_posted: Number(row.jobs_posted) })),
    total: Number(count.n),
  };
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
