import { z } from './zod.js';
import { dataEnvelope, pagedList } from './envelopes.js';
import { jobItem } from './jobs.js';
import { KYC_STATUSES } from './kyc.js';
import { idParams } from './lists.js';
import { defineList, listPageQuery, pageSizesFrom } from './list-definition.js';
import { SUBSCRIPTION_TYPES } from './subscriptions.js';
import { defineEndpoints } from './endpoint.js';

/**
 * Record pages: one user, job or partner with what hangs off it. Every list under a record is
 * paged (RECORD_PAGE_SIZE a page, newest first unless `sort` says otherwise) so a record with
 * thousands of applications answers as fast as one with none. A record's audit trail is the
 * audit log filtered by `entity` and `entity_id`
 * (`GET /api/admin/audit-log?entity=user&entity_id=7`).
 */

/** Rows per page of every list on a record page. */
export const RECORD_PAGE_SIZE = 10;

/** The newest KYC submissions a user record carries (`kyc_total` counts them all). */
export const RECORD_KYC_HISTORY_LIMIT = 10;

/** The audit log's `entity` of each record page. */
export const RECORD_AUDIT_ENTITIES = { user: 'user', job: 'job', partner: 'partner' } as const;

export const RECORD_MESSAGES = {
  userNotFound: 'No user has this id.',
  jobNotFound: 'No job has this id.',
  partnerNotFound: 'No partner has this id.',
} as const;

const id = z.number().int();
const count = z.number().int().nonnegative();
const namedRecord = z.object({ id, name: z.string() });

/**
 * The orders of each list under a record (`sort` = `field` ascending, `-field` descending), the
 * id breaking ties in the same direction. A missing date (not selected yet, no expiration) sorts
 * after every date. `paid` puts unpaid invoices first, each group by issue date.
 */
export const RECORD_SORT_FIELDS = {
  userApplications: ['applied_at', 'selected_at'],
  jobApplicants: ['applied_at', 'selected_at'],
  partnerJobs: ['title', 'status', 'created_at', 'expiration'],
  partnerSubscriptions: ['starts_at', 'ends_at'],
  partnerInvoices: ['number', 'amount', 'invoiced_at', 'paid'],
} as const;
export type RecordList = keyof typeof RECORD_SORT_FIELDS;
export type RecordSortField<L extends RecordList> = (typeof RECORD_SORT_FIELDS)[L][number];

/** Each list's order when the request names none, written as its `sort` value. */
export const RECORD_DEFAULT_SORTS = {
  userApplications: '-applied_at',
  jobApplicants: '-applied_at',
  partnerJobs: '-created_at',
  partnerSubscriptions: '-ends_at',
  partnerInvoices: '-invoiced_at',
} as const satisfies { [L in RecordList]: `-${RecordSortField<L>}` };

// ── Users ────────────────────────────────────────────────────────────────────────────────────

/** One KYC submission of a user, without the identity number or documents (see the KYC page). */
const userKycSubmission = z.object({
  id,
  id_type: z.string(),
  status: z.enum(KYC_STATUSES),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The admin who last decided; null while pending or when that admin is gone. */
  reviewed_by: namedRecord.nullable(),
  admin_comment: z.string().nullable(),
});
export type UserKycSubmission = z.infer<typeof userKycSubmission>;

const userRecord = z.object({
  id,
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profession: z.string().nullable(),
  profile_picture: z.string().nullable(),
  blocked: z.boolean(),
  /** When the user registered (ISO-8601 UTC). */
  created_at: z.string(),
  updated_at: z.string(),
  applications: count,
  /** Applications the partner selected the user for. */
  selected_applications: count,
  /** Every KYC submission of the user. */
  kyc_total: count,
  /** The newest RECORD_KYC_HISTORY_LIMIT submissions, newest first. */
  kyc_history: z.array(userKycSubmission),
});
export type UserRecord = z.infer<typeof userRecord>;

const userApplication = z.object({
  id,
  job: z.object({ id, title: z.string(), partner: namedRecord }),
  applied_at: z.string(),
  selected: z.boolean(),
  selected_at: z.string().nullable(),
});
export type UserApplication = z.infer<typeof userApplication>;

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────

export const jobRecord = jobItem.extend({
  published_at: z.string().nullable(),
  updated_at: z.string(),
  applications: count,
  selected_applications: count,
});
export type JobRecord = z.infer<typeof jobRecord>;

const jobApplicant = z.object({
  /** The application's id. */
  id,
  user: z.object({
    id,
    full_name: z.string(),
    email: z.string(),
    profile_picture: z.string().nullable(),
    blocked: z.boolean(),
  }),
  applied_at: z.string(),
  selected: z.boolean(),
  selected_at: z.string().nullable(),
});
export type JobApplicant = z.infer<typeof jobApplicant>;

// ── Partners ─────────────────────────────────────────────────────────────────────────────────

const partnerRecord = z.object({
  id,
  name: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
  /** When the partner joined (ISO-8601 UTC). */
  member_since: z.string(),
  updated_at: z.string(),
  /** Every job of the partner, published or not. */
  posted_jobs: count,
  published_jobs: count,
  /** The subscription in force now (the one ending last), or null. */
  active_subscription: z
    .object({ id, package: namedRecord, starts_at: z.string(), ends_at: z.string() })
    .nullable(),
});
export type PartnerRecord = z.infer<typeof partnerRecord>;

export const partnerJob = z.object({
  id,
  title: z.string(),
  status: z.enum(['active', 'paused']),
  published: z.boolean(),
  expiration: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerJob = z.infer<typeof partnerJob>;

const partnerSubscription = z.object({
  id,
  package: namedRecord.extend({ subscription_type: z.enum(SUBSCRIPTION_TYPES) }),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Whether it is in force now. */
  active: z.boolean(),
});
export type PartnerSubscription = z.infer<typeof partnerSubscription>;

const partnerInvoice = z.object({
  id,
  /** The invoice number, e.g. INV-2026-000042. */
  number: z.string(),
  package: namedRecord,
  amount: z.number(),
  /** ISO 4217 code of the amount. */
  currency: z.string(),
  paid: z.boolean(),
  invoiced_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PartnerInvoice = z.infer<typeof partnerInvoice>;

// ── The lists under a record ─────────────────────────────────────────────────────────────────

/** What every list under a record shares: no filter, search, bulk action or export. */
const recordList = {
  filters: [],
  bulkActions: [],
  exportColumns: [],
  pageSizes: pageSizesFrom(RECORD_PAGE_SIZE),
} as const;

const datedSort = <const F extends string>(field: F, noun: string) => ({
  field,
  ascending: `${noun}: oldest first`,
  descending: `${noun}: newest first`,
});

const [appliedAt, selectedAt] = RECORD_SORT_FIELDS.userApplications;

/** A user's applications, on the user's record page. */
export const USER_APPLICATIONS_LIST = defineList({
  ...recordList,
  name: 'user_applications',
  row: userApplication,
  columns: [
    { id: 'job', label: 'Job', required: true, phone: 'title' },
    { id: 'partner', label: 'Partner', phone: 'primary' },
    { id: 'applied', label: 'Applied', sort: appliedAt, phone: 'secondary' },
    { id: 'selected', label: 'Selected', sort: selectedAt, phone: 'primary' },
  ],
  sorts: [datedSort(appliedAt, 'Applied'), datedSort(selectedAt, 'Selected')],
  defaultSort: RECORD_DEFAULT_SORTS.userApplications,
});

/** The users who applied to a job, on the job's record page. */
export const JOB_APPLICANTS_LIST = defineList({
  ...recordList,
  name: 'job_applicants',
  row: jobApplicant,
  columns: [
    { id: 'user', label: 'Applicant', required: true, phone: 'title' },
    { id: 'email', label: 'Email', phone: 'secondary' },
    { id: 'applied', label: 'Applied', sort: appliedAt, phone: 'secondary' },
    { id: 'selected', label: 'Selected', sort: selectedAt, phone: 'primary' },
    { id: 'blocked', label: 'State', phone: 'secondary' },
  ],
  sorts: [datedSort(appliedAt, 'Applied'), datedSort(selectedAt, 'Selected')],
  defaultSort: RECORD_DEFAULT_SORTS.jobApplicants,
});

/** A partner's jobs, on the partner's record page. */
export const PARTNER_JOBS_LIST = defineList({
  ...recordList,
  name: 'partner_jobs',
  row: partnerJob,
  columns: [
    { id: 'title', label: 'Title', sort: 'title', required: true, phone: 'title' },
    { id: 'status', label: 'Status', sort: 'status', phone: 'primary' },
    { id: 'published', label: 'Published', phone: 'primary' },
    { id: 'created', label: 'Created', sort: 'created_at', phone: 'secondary' },
    { id: 'expiration', label: 'Expiration', sort: 'expiration', phone: 'secondary' },
  ],
  sorts: [
    { field: 'title', ascending: 'Title: A - Z', descending: 'Title: Z - A' },
    { field: 'status', ascending: 'Status: A - Z', descending: 'Status: Z - A' },
    datedSort('created_at', 'Created'),
    datedSort('expiration', 'Expiration'),
  ],
  defaultSort: RECORD_DEFAULT_SORTS.partnerJobs,
});

/** A partner's subscriptions, on the partner's record page. */
export const PARTNER_SUBSCRIPTIONS_LIST = defineList({
  ...recordList,
  name: 'partner_subscriptions',
  row: partnerSubscription,
  columns: [
    { id: 'package', label: 'Package', required: true, phone: 'title' },
    { id: 'type', label: 'Billing', phone: 'secondary' },
    { id: 'starts', label: 'Starts', sort: 'starts_at', phone: 'secondary' },
    { id: 'ends', label: 'Ends', sort: 'ends_at', phone: 'primary' },
    { id: 'active', label: 'State', phone: 'primary' },
  ],
  sorts: [datedSort('starts_at', 'Starts'), datedSort('ends_at', 'Ends')],
  defaultSort: RECORD_DEFAULT_SORTS.partnerSubscriptions,
});

/** A partner's invoices, on the partner's record page (unpaid first when sorted by `paid`). */
export const PARTNER_INVOICES_LIST = defineList({
  ...recordList,
  name: 'partner_invoices',
  row: partnerInvoice,
  columns: [
    { id: 'number', label: 'Invoice', sort: 'number', required: true, phone: 'title' },
    { id: 'package', label: 'Package', phone: 'secondary' },
    { id: 'amount', label: 'Amount', sort: 'amount', phone: 'primary' },
    { id: 'paid', label: 'Status', sort: 'paid', phone: 'primary' },
    { id: 'invoiced', label: 'Issued', sort: 'invoiced_at', phone: 'secondary' },
    { id: 'paid_at', label: 'Paid on', phone: 'secondary' },
  ],
  sorts: [
    { field: 'number', ascending: 'Number: A - Z', descending: 'Number: Z - A' },
    { field: 'amount', ascending: 'Amount: lowest first', descending: 'Amount: highest first' },
    datedSort('invoiced_at', 'Issued'),
    { field: 'paid', ascending: 'Unpaid first', descending: 'Paid first' },
  ],
  defaultSort: RECORD_DEFAULT_SORTS.partnerInvoices,
});

export const recordsEndpoints = defineEndpoints('records', {
  user: {
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    permission: 'users.read',
    summary: 'One user: profile, blocked state, application counts and KYC history',
    params: idParams,
    response: dataEnvelope(userRecord),
  },
  userApplications: {
    method: 'GET',
    path: '/api/admin/users/:id/applications',
    access: 'admin',
    permission: 'users.read',
    summary: 'A user’s applications with their job and selected state, newest first or sorted',
    params: idParams,
    query: listPageQuery(USER_APPLICATIONS_LIST),
    response: pagedList(userApplication),
  },
  job: {
    method: 'GET',
    path: '/api/admin/jobs/:id',
    access: 'admin',
    permission: 'jobs.read',
    summary: 'One job: details, skills, partner and application counts',
    params: idParams,
    response: dataEnvelope(jobRecord),
  },
  jobApplicants: {
    method: 'GET',
    path: '/api/admin/jobs/:id/applicants',
    access: 'admin',
    permission: 'jobs.read',
    summary: 'The users who applied to a job, with their selected state, newest first or sorted',
    params: idParams,
    query: listPageQuery(JOB_APPLICANTS_LIST),
    response: pagedList(jobApplicant),
  },
  partner: {
    method: 'GET',
    path: '/api/admin/partners/:id',
    access: 'admin',
    permission: 'partners.read',
    summary: 'One partner: profile, job counts and the subscription in force',
    params: idParams,
    response: dataEnvelope(partnerRecord),
  },
  partnerJobs: {
    method: 'GET',
    path: '/api/admin/partners/:id/jobs',
    access: 'admin',
    permission: 'partners.read',
    summary: 'A partner’s jobs, newest first or sorted',
    params: idParams,
    query: listPageQuery(PARTNER_JOBS_LIST),
    response: pagedList(partnerJob),
  },
  partnerSubscriptions: {
    method: 'GET',
    path: '/api/admin/partners/:id/subscriptions',
    access: 'admin',
    permission: 'partners.read',
    summary: 'A partner’s subscriptions, latest ending first or sorted',
    params: idParams,
    query: listPageQuery(PARTNER_SUBSCRIPTIONS_LIST),
    response: pagedList(partnerSubscription),
  },
  partnerInvoices: {
    method: 'GET',
    // Not `/partners/:id/invoices`: with the id `..` a URL-normalising client would resolve that
    // to the invoices list (`/api/admin/invoices`) and read it instead of being told 404.
    path: '/api/admin/partners/:id/billing/invoices',
    access: 'admin',
    permission: 'partners.read',
    summary: 'A partner’s invoices, newest first or sorted',
    params: idParams,
    query: listPageQuery(PARTNER_INVOICES_LIST),
    response: pagedList(partnerInvoice),
  },
});
