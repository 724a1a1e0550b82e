import {
  JOB_MESSAGES,
  JOBS_LIST,
  PAGE_SIZES,
  clearHiddenJobFields,
  jobRuleViolations,
  type BulkResult,
  type CreateJobBody,
  type JobBulkAction,
  type JobItem,
  type JobsFilter,
  type UpdateJobBody,
} from '@job-board/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { existingIds, findById } from '../../db/rows.js';
import type { PostDurationsTable } from '../../db/schema.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { changeRecord, createRecord } from '../../lib/change-record.js';
import { AlreadySo, runBulk } from '../../lib/bulk.js';
import type { Context } from '../../lib/context.js';
import { toTrash } from '../../lib/trash/trash-store.js';
import { listCsv } from '../../lib/lists/list-export.js';
import { idsMatching, pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext, SortOrder } from '../../lib/lists/list-table.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { isBlankRichText, sanitizeRichText } from '../../lib/html.js';
import { minutesFrom, nowIso } from '../../lib/time.js';
import { columnsOfFields, fieldsOfRow, type JobFields } from './job-payload.js';
import { recordKind } from '../../lib/record-kind.js';
import * as repo from './jobs.repository.js';

/** The records a payload may point at; only the ones it names are checked. */
type References = Partial<
  Pick<JobFields, 'partner_id' | 'category_id' | 'job_type_id'> & {
    job_active_duration: number;
    skills: number[];
  }
>;

type PostDuration = Selectable<PostDurationsTable>;

/**
 * The job a change applies to. Every audit row of a job also keeps its title as a detail, so the
 * log reads without looking the job up.
 */
const jobRecord = recordKind('job', repo.findJob, JOB_MESSAGES.notFound);

export function createJob(context: Context, body: CreateJobBody): Promise<JobItem> {
  const { skills, expiration_date, ...sent } = body;
  const fields = { ...sent, desc: sanitizeRichText(sent.desc) };
  const now = nowIso();
  return createRecord(context, 'job', async ({ db }) => {
    const { errors, duration } = await checkReferences(db, body);
    Object.assign(errors, descriptionErrors(fields.desc));
    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
    await checkPremiumDuration(db, duration, fields.partner_id, now);
    const publication = fields.is_published
      ? firstPublication(duration, now)
      : { published_at: null, expiration_date: expiration_date ?? null };
    const id = await repo.insertJob(db, {
      ...columnsOfFields(fields),
      ...publication,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceJobSkills(db, id, skills);
    const item = await loadItem(db, id);
    return { id, action: 'create', after: item, details: { title: item.title }, result: item };
  });
}

/**
 * Changes the fields sent. The rules between fields hold for the job as it will be; a job
 * published for the first time expires after its post duration.
 */
export function updateJob(
  context: Context,
  { id, patch }: { id: number; patch: UpdateJobBody },
): Promise<JobItem> {
  const { skills, expiration_date, ...sent } = patch;
  const changes = sent.desc === undefined ? sent : { ...sent, desc: sanitizeRichText(sent.desc) };
  const now = nowIso();
  return changeRecord(context, jobRecord(id), async ({ db }, stored) => {
    const before = fieldsOfRow(stored);
    const after = clearHiddenJobFields({ ...before, ...changes });
    const checked = await checkReferences(db, patch);
    const errors = {
      ...fieldErrors(jobRuleViolations(after)),
      ...checked.errors,
      ...(changes.desc === undefined ? {} : descriptionErrors(changes.desc)),
    };
    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);

    const durationOrPartnerChanged =
      after.job_active_duration !== before.job_active_duration ||
      after.partner_id !== before.partner_id;
    const firstPublished = after.is_published && stored.published_at === null;
    const duration =
      (durationOrPartnerChanged || firstPublished) && after.job_active_duration !== null
        ? (checked.duration ?? (await findById(db, 'post_durations', after.job_active_duration)))
        : undefined;
    if (durationOrPartnerChanged) {
      await checkPremiumDuration(db, duration, after.partner_id, now);
    }
    const publication = firstPublished
      ? firstPublication(duration, now)
      : expiration_date !== undefined
        ? { expiration_date }
        : {};
    const itemBefore = await loadItem(db, id);
    await repo.updateJob(db, id, { ...columnsOfFields(after), ...publication, updated_at: now });
    if (skills !== undefined) await repo.replaceJobSkills(db, id, skills);
    const item = await loadItem(db, id);
    return {
      action: 'update',
      ...fieldChanges(itemBefore, item),
      details: { title: item.title },
      result: item,
    };
  });
}

export async function deleteJob(context: Context, { id }: { id: number }): Promise<void> {
  await changeRecord(context, jobRecord(id), async (trx) => {
    const item = await loadItem(trx.db, id);
    // A job's applications belong to it and go with it; the audit row keeps how many there were.
    const applications = await repo.countApplications(trx.db, id);
    const trashed = await toTrash(trx, 'job', id, JOB_MESSAGES.notFound);
    return {
      action: 'delete',
      before: item,
      details: { title: item.title, applications, ...trashed },
      result: undefined,
    };
  });
}

/** What each bulk action changes, and the reason a job already so is skipped. */
const BULK_CHANGES: Record<
  Exclude<JobBulkAction, 'delete'>,
  { patch: UpdateJobBody; isSo: (job: repo.JobRow) => boolean; already: string }
> = {
  activate: {
    patch: { status: 'active' },
    isSo: (job) => job.status === 'active',
    already: JOB_MESSAGES.alreadyActive,
  },
  pause: {
    patch: { status: 'paused' },
    isSo: (job) => job.status === 'paused',
    already: JOB_MESSAGES.alreadyPaused,
  },
  publish: {
    patch: { is_published: true },
    isSo: (job) => job.is_published === 1,
    already: JOB_MESSAGES.alreadyPublished,
  },
  unpublish: {
    patch: { is_published: false },
    isSo: (job) => job.is_published === 0,
    already: JOB_MESSAGES.alreadyUnpublished,
  },
};

/**
 * Applies one action to many jobs (named by ids or by the list's filter), each on its own with
 * the single change's rules: a status or publication change is the job's update (a first
 * publication starts the post duration; a job breaking the rules is refused), a delete is the
 * job's delete. A job already so is skipped.
 */
export function bulkChangeJobs(
  context: Context,
  input: { action: JobBulkAction; ids?: number[] | undefined; filter?: JobsFilter | undefined },
): Promise<BulkResult> {
  const { action } = input;
  return runBulk(context, input, {
    idsMatching: (context, filter, limit) => idsMatching(context, repo.JOBS_TABLE, filter, limit),
    apply: async (trx, id) => {
      if (action === 'delete') return deleteJob(trx, { id });
      const change = BULK_CHANGES[action];
      const job = await repo.findJob(trx.db, id);
      if (!job) throw AppError.notFound(JOB_MESSAGES.notFound);
      if (change.isSo(job)) throw new AlreadySo(change.already);
      await updateJob(trx, { id, patch: change.patch });
    },
  });
}

/** Published now: shown until now + the post duration's minutes. */
function firstPublication(duration: PostDuration | undefined, now: string) {
  return {
    published_at: now,
    expiration_date: duration ? minutesFrom(new Date(now), duration.duration).toISOString() : null,
  };
}

/**
 * An error for every field that points at a record that does not exist, and the chosen post
 * duration when the payload names one.
 */
async function checkReferences(
  db: Db,
  refs: References,
): Promise<{ errors: FieldErrors; duration: PostDuration | undefined }> {
  const errors: FieldErrors = {};
  const missing = (field: string, message: string) => (errors[field] = [message]);
  if (refs.partner_id !== undefined && !(await findById(db, 'partners', refs.partner_id))) {
    missing('partner_id', JOB_MESSAGES.unknownRecord('partner'));
  }
  if (refs.category_id !== undefined && !(await findById(db, 'categories', refs.category_id))) {
    missing('category_id', JOB_MESSAGES.unknownRecord('category'));
  }
  if (refs.job_type_id !== undefined && !(await findById(db, 'job_types', refs.job_type_id))) {
    missing('job_type_id', JOB_MESSAGES.unknownRecord('job type'));
  }
  let duration: PostDuration | undefined;
  if (refs.job_active_duration !== undefined) {
    duration = await findById(db, 'post_durations', refs.job_active_duration);
    if (!duration) missing('job_active_duration', JOB_MESSAGES.unknownRecord('post duration'));
  }
  if (refs.skills !== undefined && refs.skills.length > 0) {
    const found = await existingIds(db, 'skills', refs.skills);
    const unknown = refs.skills.filter((skillId) => !found.has(skillId));
    if (unknown.length > 0) missing('skills', JOB_MESSAGES.unknownSkills(unknown));
  }
  return { errors, duration };
}

/** Premium durations are for partners whose current package is a paid one. */
async function checkPremiumDuration(
  db: Db,
  duration: PostDuration | undefined,
  partnerId: number,
  now: string,
): Promise<void> {
  if (!duration || duration.is_paid !== 1) return;
  if (!(await repo.hasActivePaidPackage(db, partnerId, now))) {
    throw AppError.invalid({ job_active_duration: [JOB_MESSAGES.premiumDuration] });
  }
}

/** The description is stored as rich text the public site can show safely. */
function descriptionErrors(sanitized: string): FieldErrors {
  return isBlankRichText(sanitized) ? { desc: [JOB_MESSAGES.descriptionBlank] } : {};
}

function fieldErrors(violations: [string, string][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of violations) (errors[field] ??= []).push(message);
  return errors;
}

/** A job as its audit rows keep it (the admin job item); undefined when there is none. */
export const findAuditedJob = (db: Db, id: number) => repo.findJobItem(db, id);

async function loadItem(db: Db, id: number): Promise<JobItem> {
  const item = await repo.findJobItem(db, id);
  if (!item) throw AppError.notFound(JOB_MESSAGES.notFound);
  return item;
}

/** A page of the admin job list. */
export const listAdminJobs = (context: ListContext, query: PageQuery<JobsFilter>) =>
  pageOf(context, repo.JOBS_TABLE, query);

/** The admin job list's CSV export. */
export const exportJobs = (context: ListContext, query: JobsFilter) =>
  listCsv(context, JOBS_LIST, repo.JOBS_TABLE, query);

/**
 * A page of the job list of `/api/jobs/all`: every job for an admin, only the jobs the public may
 * see (at `visibleAt`) otherwise; newest first or by title.
 */
export const listJobs = (
  context: ListContext,
  query: {
    page: number;
    s?: string | undefined;
    sort?: SortOrder<'job_title'> | undefined;
    visibleAt?: string | undefined;
  },
) =>
  pageOf(
    context,
    repo.JOBS_TABLE,
    { s: query.s, sort: query.sort, page: query.page, per_page: PAGE_SIZES.jobs },
    query.visibleAt === undefined ? undefined : repo.publicJobsAt(query.visibleAt),
  );
