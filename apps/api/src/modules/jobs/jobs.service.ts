import {
  JOB_MESSAGES,
  clearHiddenJobFields,
  jobRuleViolations,
  type CreateJobBody,
  type JobItem,
  type UpdateJobBody,
} from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { isBlankRichText, sanitizeRichText } from '../../lib/html.js';
import { minutesFrom, nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import { existingIds, findRow } from '../reference-data/reference-data.repository.js';
import { columnsOfFields, fieldsOfRow, type JobFields } from './job-payload.js';
import * as repo from './jobs.repository.js';

type Actor = { request: FastifyRequest; adminId: number };

/** The records a payload may point at; only the ones it names are checked. */
type References = Partial<
  Pick<JobFields, 'partner_id' | 'category_id' | 'job_type_id'> & {
    job_active_duration: number;
    skills: number[];
  }
>;

type PostDuration = { id: number; duration: number; is_paid: number };

export async function createJob(
  deps: AppDeps,
  actor: Actor,
  body: CreateJobBody,
): Promise<JobItem> {
  const { skills, expiration_date, ...sent } = body;
  const fields = { ...sent, desc: sanitizeRichText(sent.desc) };
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    const { errors, duration } = await checkReferences(trx, body);
    Object.assign(errors, descriptionErrors(fields.desc));
    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
    await checkPremiumDuration(trx, duration, fields.partner_id, now);
    const publication = fields.is_published
      ? firstPublication(duration, now)
      : { published_at: null, expiration_date: expiration_date ?? null };
    const id = await repo.insertJob(trx, {
      ...columnsOfFields(fields),
      ...publication,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceJobSkills(trx, id, skills);
    await recordAudit({ db: trx }, actor.request, actor.adminId, {
      action: 'create',
      entity: 'job',
      entityId: id,
      summary: { title: fields.job_title, fields: Object.keys(body) },
    });
    return loadItem(trx, id);
  });
}

/**
 * Changes the fields sent. The rules between fields hold for the job as it will be; a job
 * published for the first time expires after its post duration.
 */
export async function updateJob(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: UpdateJobBody,
): Promise<JobItem> {
  const { skills, expiration_date, ...sent } = patch;
  const changes = sent.desc === undefined ? sent : { ...sent, desc: sanitizeRichText(sent.desc) };
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    const stored = await repo.findJob(trx, id);
    if (!stored) throw AppError.notFound(JOB_MESSAGES.notFound);
    const before = fieldsOfRow(stored);
    const after = clearHiddenJobFields({ ...before, ...changes });
    const checked = await checkReferences(trx, patch);
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
        ? (checked.duration ?? (await findRow(trx, 'post_durations', after.job_active_duration)))
        : undefined;
    if (durationOrPartnerChanged) {
      await checkPremiumDuration(trx, duration, after.partner_id, now);
    }
    const publication = firstPublished
      ? firstPublication(duration, now)
      : expiration_date !== undefined
        ? { expiration_date }
        : {};
    await repo.updateJob(trx, id, { ...columnsOfFields(after), ...publication, updated_at: now });
    if (skills !== undefined) await repo.replaceJobSkills(trx, id, skills);
    await recordAudit({ db: trx }, actor.request, actor.adminId, {
      action: 'update',
      entity: 'job',
      entityId: id,
      summary: { title: after.job_title, fields: Object.keys(patch) },
    });
    return loadItem(trx, id);
  });
}

export async function deleteJob(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const stored = await repo.findJob(trx, id);
    if (!stored) throw AppError.notFound(JOB_MESSAGES.notFound);
    // A job's applications belong to it and go with it; the audit row keeps how many there were.
    const applications = await repo.countApplications(trx, id);
    await repo.deleteJob(trx, id);
    await recordAudit({ db: trx }, actor.request, actor.adminId, {
      action: 'delete',
      entity: 'job',
      entityId: id,
      summary: { title: stored.title, applications },
    });
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
  if (refs.partner_id !== undefined && !(await repo.partnerExists(db, refs.partner_id))) {
    missing('partner_id', JOB_MESSAGES.unknownRecord('partner'));
  }
  if (refs.category_id !== undefined && !(await findRow(db, 'categories', refs.category_id))) {
    missing('category_id', JOB_MESSAGES.unknownRecord('category'));
  }
  if (refs.job_type_id !== undefined && !(await findRow(db, 'job_types', refs.job_type_id))) {
    missing('job_type_id', JOB_MESSAGES.unknownRecord('job type'));
  }
  let duration: PostDuration | undefined;
  if (refs.job_active_duration !== undefined) {
    duration = await findRow(db, 'post_durations', refs.job_active_duration);
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

async function loadItem(db: Db, id: number): Promise<JobItem> {
  const item = await repo.findJobItem(db, id);
  if (!item) throw AppError.notFound(JOB_MESSAGES.notFound);
  return item;
}
