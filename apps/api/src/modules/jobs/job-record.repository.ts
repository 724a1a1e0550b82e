import type { JobApplicant, JobRecord } from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { PageRequest } from '../../lib/paging.js';
import { publicImageUrl } from '../../lib/uploads.js';
import { readSubList, subListTable } from '../../lib/records/sub-list-table.js';
import type { RecordListSort } from '../../lib/records/sub-list-orders.js';
import { findJobItem } from './jobs.repository.js';

/**
 * One job as the jobs list shows it, plus its publication and update times and its application
 * counts (from job_applications_job_applied_idx alone); undefined when there is no such job.
 */
export async function findJobRecord(db: Db, id: number): Promise<JobRecord | undefined> {
  const item = await findJobItem(db, id);
  if (!item) return undefined;
  const job = await db
    .selectFrom('jobs')
    .select(['published_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!job) return undefined;
  const applications = await db
    .selectFrom('job_applications')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('selected_at').as('selected'),
    ])
    .where('job_id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...item,
    published_at: job.published_at,
    updated_at: job.updated_at,
    applications: Number(applications.n),
    selected_applications: Number(applications.selected),
  };
}

/** A job's applicants, each with their user. */
const JOB_APPLICANTS = subListTable({
  list: 'jobApplicants',
  matching: (db, jobId) =>
    db.selectFrom('job_applications').select('id').where('job_id', '=', jobId),
  rowsById: (db, ids) =>
    db
      .selectFrom('job_applications as ja')
      .innerJoin('users as u', 'u.id', 'ja.user_id')
      .select([
        'ja.id',
        'ja.applied_at',
        'ja.selected_at',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.profile_picture',
        'u.is_blocked',
      ])
      .where('ja.id', 'in', ids)
      .execute(),
  item: (row, config: Config): JobApplicant => ({
    id: row.id,
    user: {
      id: row.user_id,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      profile_picture: publicImageUrl(config, row.profile_picture),
      blocked: row.is_blocked === 1,
    },
    applied_at: row.applied_at,
    selected: row.selected_at !== null,
    selected_at: row.selected_at,
  }),
});

/** A page of the job's applicants (newest application first unless `sort` says), with each user. */
export function listJobApplicants(
  db: Db,
  config: Config,
  jobId: number,
  page: PageRequest,
  sort?: RecordListSort<'jobApplicants'>,
) {
  return readSubList(db, JOB_APPLICANTS, { recordId: jobId, page, sort, context: config });
}
