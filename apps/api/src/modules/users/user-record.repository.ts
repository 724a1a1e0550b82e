import {
  RECORD_KYC_HISTORY_LIMIT,
  type UserApplication,
  type UserKycSubmission,
  type UserRecord,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { ofPublicJobAt } from '../../db/public-jobs.js';
import { reviewerOf } from '../../lib/reviewer.js';
import type { PageRequest } from '../../lib/paging.js';
import { publicImageUrl } from '../../lib/uploads.js';
import { readSubList, subListTable } from '../../lib/records/sub-list-table.js';
import type { RecordListSort } from '../../lib/records/sub-list-orders.js';

/**
 * One user with their application counts and newest KYC submissions; undefined when there is
 * no such user. With `visibleAt` (a role without `jobs.read`) the counts take only applications
 * to jobs the public sees at that moment, as the user's applications list does.
 */
export async function findUserRecord(
  db: Db,
  config: Config,
  id: number,
  visibleAt?: string,
): Promise<UserRecord | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  const applications = await countUserApplications(db, id, visibleAt);
  const kycTotal = await db
    .selectFrom('kyc_verifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
  const kyc = await db
    .selectFrom('kyc_verifications as k')
    .leftJoin('admins as a', 'a.id', 'k.reviewed_by')
    .select([
      'k.id',
      'k.id_type',
      'k.status',
      'k.submitted_at',
      'k.reviewed_at',
      'k.reviewed_by',
      'k.admin_comment',
      'a.name as reviewer_name',
    ])
    .where('k.user_id', '=', id)
    .orderBy('k.submitted_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(RECORD_KYC_HISTORY_LIMIT)
    .execute();
  return {
    id: user.id,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    profession: user.profession,
    profile_picture: publicImageUrl(config, user.profile_picture),
    blocked: user.is_blocked === 1,
    created_at: user.created_at,
    updated_at: user.updated_at,
    applications: applications.all,
    selected_applications: applications.selected,
    kyc_total: Number(kycTotal.n),
    kyc_history: kyc.map((row): UserKycSubmission => ({
      id: row.id,
      id_type: row.id_type,
      status: row.status,
      submitted_at: row.submitted_at,
      reviewed_at: row.reviewed_at,
      reviewed_by: reviewerOf(row),
      admin_comment: row.admin_comment,
    })),
  };
}

/**
 * How many applications the user made, and how many of them were selected. Unscoped, the count
 * reads an index led by user_id alone (it holds selected_at). With `visibleAt` only those to a
 * job the public sees then: each of the user's applications probes its job by primary key, so
 * the work stays bounded by the user's own applications, never by the jobs table.
 */
async function countUserApplications(
  db: Db,
  userId: number,
  visibleAt: string | undefined,
): Promise<{ all: number; selected: number }> {
  const counts = db
    .selectFrom('job_applications')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('job_applications.selected_at').as('selected'),
    ])
    .where('job_applications.user_id', '=', userId);
  const row = await (
    visibleAt ? counts.where(ofPublicJobAt(visibleAt)) : counts
  ).executeTakeFirstOrThrow();
  return { all: Number(row.n), selected: Number(row.selected) };
}

/**
 * A user's applications, each with its job and partner; with `visibleAt` (a role without
 * `jobs.read`) only those to jobs the public sees at that moment.
 */
const USER_APPLICATIONS = subListTable({
  list: 'userApplications',
  matching: (db, userId, visibleAt: string | undefined) => {
    const own = db.selectFrom('job_applications').select('id').where('user_id', '=', userId);
    return visibleAt ? own.where(ofPublicJobAt(visibleAt)) : own;
  },
  rowsById: (db, ids) =>
    db
      .selectFrom('job_applications as ja')
      .innerJoin('jobs as j', 'j.id', 'ja.job_id')
      .innerJoin('partners as p', 'p.id', 'j.partner_id')
      .select([
        'ja.id',
        'ja.applied_at',
        'ja.selected_at',
        'j.id as job_id',
        'j.title',
        'p.id as partner_id',
        'p.company_name',
      ])
      .where('ja.id', 'in', ids)
      .execute(),
  item: (row): UserApplication => ({
    id: row.id,
    job: {
      id: row.job_id,
      title: row.title,
      partner: { id: row.partner_id, name: row.company_name },
    },
    applied_at: row.applied_at,
    selected: row.selected_at !== null,
    selected_at: row.selected_at,
  }),
});

/** A page of the user's applications (newest first unless `sort` says), with job and partner. */
export function listUserApplications(
  db: Db,
  userId: number,
  page: PageRequest,
  sort?: RecordListSort<'userApplications'>,
  /** Only applications to jobs the public sees at this moment (a role without `jobs.read`). */
  visibleAt?: string,
) {
  return readSubList(db, USER_APPLICATIONS, { recordId: userId, page, sort, context: visibleAt });
}
