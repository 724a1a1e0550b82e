import { z } from './zod.js';
import { dataEnvelope, pagedList, undoableResult } from './envelopes.js';
import {
  atMostTwoDecimals,
  formBoolean,
  formId,
  MAX_RECORD_ID,
  formNumber,
  isParsingFormText,
  optionalPlainName,
  plainName,
  requiredText,
} from './fields.js';
import { PAGE_SIZES, blankAsMissing, idParams, listQuery } from './lists.js';
import { bulkResponse, listBulkBody } from './bulk.js';
import { CSV_FILE_TYPE } from './list-filters.js';
import { creationOrder, csvColumns } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { defineEndpoints } from './endpoint.js';

const JOB_STATUSES = ['active', 'paused'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_SORT_FIELDS = ['job_title'] as const;
const jobsListQuery = listQuery(JOB_SORT_FIELDS);

const recordFilter = (noun: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `Choose a valid ${noun}.` })
      .int(`Choose a valid ${noun}.`)
      .min(1, `Choose a valid ${noun}.`)
      .max(MAX_RECORD_ID, `Choose a valid ${noun}.`)
      .optional(),
  );

const labelled = (filter: string) => (_value: string, option: string) => `${filter}: ${option}`;

const JOB_LIMITS = {
  title: 200,
  place: 100,
  description: 20_000,
  /** Largest salary amount accepted (in the currency's main unit). */
  salary: 1_000_000_000,
  skills: 50,
} as const;

export const JOB_MESSAGES = {
  created: 'Job created successfully.',
  updated: 'Job updated successfully.',
  deleted: 'Job deleted successfully.',
  notFound: 'No job has this id.',
  statusInvalid: 'The status must be active or paused.',
  descriptionBlank: 'The description has no text; write what the job is about.',
  cityRequired: 'Enter the city, or mark the job as remote.',
  countryRequired: 'Enter the country, or mark the job as remote.',
  minSalaryRequired: 'Enter the minimum salary, or tick "No Pay Range".',
  maxSalaryRequired: 'Enter the maximum salary, or tick "No Pay Range".',
  salaryOrder: 'The maximum salary must be at least the minimum salary.',
  expirationInvalid: 'The expiration date must be a date such as 2030-12-31 or 2030-12-31T17:00Z.',
  skillsInvalid: 'The skills field must be a list of skill ids.',
  tooManySkills: `Choose at most ${JOB_LIMITS.skills} skills.`,
  unknownRecord: (noun: string) => `No ${noun} has this id; choose an existing ${noun}.`,
  unknownSkills: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Skill' : 'Skills'} ${ids.join(', ')} ${
      ids.length === 1 ? 'does' : 'do'
    } not exist; choose skills from the list.`,
  alreadyActive: 'This job is already active.',
  alreadyPaused: 'This job is already paused.',
  alreadyPublished: 'This job is already published.',
  alreadyUnpublished: 'This job is not published.',
  premiumDuration:
    'This post duration is premium: the partner needs an active paid package to use it.',
} as const;

// ── The job item ─────────────────────────────────────────────────────────────────────────────

const id = z.number().int();
const namedRecord = z.object({ id, name: z.string() });

export const jobItem = z.object({
  id,
  title: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  remote_position: z.boolean(),
  /** When the post stops being shown to the public (ISO-8601 UTC); null before publication. */
  expiration: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  desc: z.string(),
  published: z.boolean(),
  no_pay_range: z.boolean(),
  min_salary_range: z.number().nullable(),
  max_salary_range: z.number().nullable(),
  partner: namedRecord,
  category: namedRecord,
  job_type: namedRecord,
  job_active_duration: z.object({ id, name: z.string(), duration: z.number().int() }).nullable(),
  skills: z.array(namedRecord),
  created_at: z.string(),
});
export type JobItem = z.infer<typeof jobItem>;

/** A job as its CSV export writes it: the partner, category and job type by name. */
const jobExportRow = jobItem
  .pick({
    id: true,
    title: true,
    status: true,
    published: true,
    remote_position: true,
    city: true,
    country: true,
    expiration: true,
    created_at: true,
  })
  .extend({ partner: z.string(), category: z.string(), job_type: z.string() });

/**
 * The admin jobs list: searched by title; filtered by status, published, partner, category, job
 * type, remote and expiring before a day (expiration before that day starts, UTC); newest first
 * or by title; activated, paused, published, unpublished or deleted many at once; exported as CSV.
 */
export const JOBS_LIST = defineList({
  name: 'jobs',
  row: jobItem,
  columns: [
    { id: 'title', label: 'Title', sort: 'job_title', required: true, phone: 'title' },
    { id: 'country', label: 'Country', phone: 'secondary' },
    { id: 'remote', label: 'Remote', phone: 'secondary' },
    { id: 'posted', label: 'Posted', sort: 'created_at', phone: 'secondary' },
    { id: 'expiration', label: 'Expiration', phone: 'secondary' },
    { id: 'status', label: 'Status', phone: 'primary' },
  ],
  filters: [
    {
      name: 'status',
      label: 'Status',
      kind: 'choice',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'paused', label: 'Paused' },
      ],
      param: z.preprocess(
        blankAsMissing,
        z.enum(JOB_STATUSES, { error: JOB_MESSAGES.statusInvalid }).optional(),
      ),
      chip: labelled('Status'),
    },
    { name: 'published', label: 'Published', kind: 'yes-no', chip: labelled('Published') },
    {
      name: 'partner',
      label: 'Partner',
      kind: 'record',
      source: { endpoint: 'partners.options' },
      param: recordFilter('partner'),
      chip: labelled('Partner'),
    },
    {
      name: 'category',
      label: 'Category',
      kind: 'record',
      source: { endpoint: 'categories.list' },
      param: recordFilter('category'),
      chip: labelled('Category'),
    },
    {
      name: 'job_type',
      label: 'Job Type',
      kind: 'record',
      source: { endpoint: 'jobTypes.list' },
      param: recordFilter('job type'),
      chip: labelled('Job Type'),
    },
    { name: 'remote', label: 'Remote', kind: 'yes-no', chip: labelled('Remote') },
    {
      name: 'expiring_before',
      label: 'Expiring before',
      kind: 'date-before',
      chip: (day) => `Expiring before ${day}`,
    },
  ],
  search: { placeholder: 'Search by title…' },
  sorts: [
    { field: 'job_title', ascending: 'Title: A - Z', descending: 'Title: Z - A' },
    creationOrder('created_at'),
  ],
  defaultSort: '-created_at',
  bulkActions: [
    { action: 'activate', label: 'Activate', permission: 'jobs.write' },
    { action: 'pause', label: 'Pause', permission: 'jobs.write' },
    { action: 'publish', label: 'Publish', permission: 'jobs.write' },
    { action: 'unpublish', label: 'Unpublish', permission: 'jobs.write' },
    { action: 'delete', label: 'Delete', permission: 'jobs.write', danger: true },
  ],
  exportRow: jobExportRow,
  exportColumns: csvColumns(jobExportRow, {
    id: 'ID',
    title: 'Title',
    partner: 'Partner',
    category: 'Category',
    job_type: 'Job type',
    status: 'Status',
    published: 'Published',
    remote_position: 'Remote',
    city: 'City',
    country: 'Country',
    expiration: 'Expires',
    created_at: 'Posted',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.jobs),
});

/** Orders of the admin jobs list: title, or posting date (the default: newest first). */
export type JobAdminSortField = (typeof JOBS_LIST.sorts)[number]['field'];

/** What selects jobs in the admin list, shared by the list, its export and its bulk actions. */
const jobsFilterQuery = listFilterQuery(JOBS_LIST);
export type JobsFilter = z.output<typeof jobsFilterQuery>;

const jobsAdminListQuery = listPageQuery(JOBS_LIST);

export type JobBulkAction = (typeof JOBS_LIST.bulkActions)[number]['action'];
const jobsBulkBody = listBulkBody(JOBS_LIST, jobsFilterQuery);

const jobsList = pagedList(jobItem);
const jobResponse = dataEnvelope(jobItem);

// ── The job payload ──────────────────────────────────────────────────────────────────────────

/** A salary: a number ≥ 0 with at most two decimals, or nothing. */
function salaryAmount(field: string) {
  return z.preprocess(
    blankAsMissing,
    formNumber(field)
      .pipe(
        z
          .number()
          .min(0, `The ${field} must be 0 or more.`)
          .max(JOB_LIMITS.salary, `The ${field} must be at most ${JOB_LIMITS.salary}.`)
          .refine(...atMostTwoDecimals(field)),
      )
      .optional(),
  );
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * `2030-12-31` (midnight UTC) or an ISO-8601 date and time; without an offset the time is UTC.
 * Returns the ISO-8601 UTC form, or null when the text is not a real date.
 */
function parseTimestamp(text: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', , zone] = match;
  const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    calendarDay.getUTCFullYear() !== Number(year) ||
    calendarDay.getUTCMonth() !== Number(month) - 1 ||
    calendarDay.getUTCDate() !== Number(day) ||
    Number(hour) > 23 ||
    Number(minute) > 59
  ) {
    return null;
  }
  const withTime = text.trim().length === 10 ? `${text.trim()}T00:00:00` : text.trim();
  const date = new Date(zone ? withTime : `${withTime}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const expirationDate = z.preprocess(
  blankAsMissing,
  z
    .string({ error: JOB_MESSAGES.expirationInvalid })
    .transform((text, ctx) => {
      const iso = parseTimestamp(text);
      if (iso === null) ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.expirationInvalid });
      return iso ?? '';
    })
    .optional(),
);

/** A list of skill ids: a JSON array; in a form, repeated fields, one id or comma-separated ids. */
const skillIds = z.preprocess(
  (value) => {
    if (!isParsingFormText() || typeof value !== 'string') return value;
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  },
  z
    .array(formId('skill'), { error: JOB_MESSAGES.skillsInvalid })
    .max(JOB_LIMITS.skills, JOB_MESSAGES.tooManySkills)
    .transform((ids) => [...new Set(ids)]),
);

const jobFields = {
  partner_id: formId('partner'),
  job_title: plainName('job title', JOB_LIMITS.title),
  is_remote: formBoolean('is remote'),
  category_id: formId('category'),
  city: optionalPlainName('city', JOB_LIMITS.place),
  country: optionalPlainName('country', JOB_LIMITS.place),
  no_pay_range: formBoolean('no pay range'),
  min_salary_range: salaryAmount('minimum salary'),
  max_salary_range: salaryAmount('maximum salary'),
  job_type_id: formId('job type'),
  desc: requiredText('description', JOB_LIMITS.description),
  /** The id of a post duration. */
  job_active_duration: formId('post duration'),
  is_published: formBoolean('is published'),
  expiration_date: expirationDate,
  status: z.enum(JOB_STATUSES, { error: JOB_MESSAGES.statusInvalid }),
  skills: skillIds,
};

/** The fields whose rules depend on each other. */
export type JobPlacementAndPay = {
  is_remote: boolean;
  city: string | null;
  country: string | null;
  no_pay_range: boolean;
  min_salary_range?: number | null | undefined;
  max_salary_range?: number | null | undefined;
};

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isMissing = (value: unknown) => value === undefined || value === null;

/**
 * The rules between fields, as [field, message] pairs: city and country unless remote; both
 * salaries unless there is no pay range, the minimum not above the maximum. Values may be
 * partly invalid (this also runs beside the per-field checks, so every bad field is named).
 */
export function jobRuleViolations(job: {
  [K in keyof JobPlacementAndPay]?: unknown;
}): [field: keyof JobPlacementAndPay, message: string][] {
  const violations: [keyof JobPlacementAndPay, string][] = [];
  if (job.is_remote !== true) {
    if (isMissing(job.city)) violations.push(['city', JOB_MESSAGES.cityRequired]);
    if (isMissing(job.country)) violations.push(['country', JOB_MESSAGES.countryRequired]);
  }
  if (job.no_pay_range !== true) {
    const { min_salary_range: min, max_salary_range: max } = job;
    if (isMissing(min)) violations.push(['min_salary_range', JOB_MESSAGES.minSalaryRequired]);
    if (isMissing(max)) violations.push(['max_salary_range', JOB_MESSAGES.maxSalaryRequired]);
    if (isAmount(min) && isAmount(max) && min > max) {
      violations.push(['max_salary_range', JOB_MESSAGES.salaryOrder]);
    }
  }
  return violations;
}

/** A remote job has no city or country; a job without a pay range has no salaries. */
export function clearHiddenJobFields<T extends JobPlacementAndPay>(job: T): T {
  return {
    ...job,
    ...(job.is_remote ? { city: null, country: null } : {}),
    ...(job.no_pay_range ? { min_salary_range: null, max_salary_range: null } : {}),
  };
}

const createJobBody = z
  .object({
    ...jobFields,
    is_remote: jobFields.is_remote.default(false),
    no_pay_range: jobFields.no_pay_range.default(false),
    is_published: jobFields.is_published.default(false),
    skills: jobFields.skills.default([]),
  })
  .superRefine(
    (job, ctx) => {
      for (const [field, message] of jobRuleViolations(job)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: () => true },
  )
  .transform(clearHiddenJobFields);
export type CreateJobBody = z.infer<typeof createJobBody>;

/**
 * Any subset of the payload. The rules between fields apply to the job as it will be after the
 * change, so the server checks them once it has merged the stored job with these fields.
 */
const updateJobBody = z.object(jobFields).partial();
export type UpdateJobBody = z.infer<typeof updateJobBody>;

export const jobsEndpoints = defineEndpoints('jobs', {
  list: {
    method: 'GET',
    path: '/api/jobs/all',
    access: 'optional-admin',
    permission: 'jobs.read',
    summary:
      'Jobs, newest first or by title, searchable by title; every job for an admin with jobs.read, else only published, active, unexpired jobs',
    query: jobsListQuery,
    response: jobsList,
  },
  adminList: {
    method: 'GET',
    path: '/api/admin/jobs',
    access: 'admin',
    permission: 'jobs.read',
    summary:
      'Jobs for admins: searched by title, filtered by status, published, partner, category, ' +
      'job type, remote and expiring before a day, sorted by title or posting date',
    query: jobsAdminListQuery,
    response: jobsList,
  },
  export: {
    method: 'GET',
    path: '/api/admin/jobs/export',
    access: 'admin',
    permission: 'jobs.read',
    summary:
      'The admin jobs list as a CSV file (UTF-8 with BOM), with the list’s filters and order, every page',
    query: jobsFilterQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  bulk: {
    method: 'POST',
    path: '/api/admin/jobs/bulk',
    access: 'admin',
    permission: 'jobs.write',
    summary:
      'Activate, pause, publish, unpublish or delete many jobs, named by ids or by the list’s ' +
      'filter; each job is changed and audited on its own and the answer says per job: done, ' +
      'skipped (already so) or refused',
    body: jobsBulkBody,
    response: bulkResponse,
  },
  create: {
    method: 'POST',
    path: '/api/admin/jobs',
    access: 'admin',
    permission: 'jobs.write',
    summary: 'Post a job for a partner',
    body: createJobBody,
    status: 201,
    response: jobResponse,
  },
  update: {
    method: 'PUT',
    path: '/api/admin/jobs/:id',
    access: 'admin',
    permission: 'jobs.write',
    summary: 'Change a job (the fields sent)',
    params: idParams,
    body: updateJobBody,
    response: jobResponse,
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/jobs/:id',
    access: 'admin',
    permission: 'jobs.write',
    summary: 'Delete a job',
    params: idParams,
    response: undoableResult,
  },
});
