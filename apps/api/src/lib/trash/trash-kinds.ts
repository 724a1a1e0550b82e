import type { TrashKind } from '@job-board/contract';
import type { Database } from '../../db/schema.js';

export type TrashTable = keyof Database & string;
export type StoredRow = Record<string, unknown>;

/**
 * Rows that depend on a record and go with it: those of `table` whose `key` is the id of a row
 * gathered one level up, and their own dependants.
 */
export type Part = { table: TrashTable; key: string; parts?: readonly Part[] };

/**
 * What a unit of one kind holds: the record (`table`, by id), the rows that go with it (`parts`,
 * gathered depth first and restored in that order, so a row's parent is always back first), and
 * the rows elsewhere that only point at it (`links`, a column the database sets to null on delete;
 * a restore points them back).
 */
export type TrashKindPlan = {
  table: TrashTable;
  label: (row: StoredRow) => string;
  parts: readonly Part[];
  links?: readonly { table: TrashTable; key: string }[];
  /**
   * The column a record's identity rests on (unique in its table), which a record created while
   * it was in the trash may have taken: a restore offers to bring it back with another value.
   * `folded`: compared whatever the case.
   */
  unique?: { column: string; field: string; folded?: boolean; slug?: boolean };
};

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));
const named = (row: StoredRow) => text(row.name);

const APPLICATIONS: Part = { table: 'job_applications', key: 'job_id' };
const JOB_PARTS: readonly Part[] = [{ table: 'job_skills', key: 'job_id' }, APPLICATIONS];

export const TRASH_PLANS: Record<TrashKind, TrashKindPlan> = {
  job: { table: 'jobs', label: (row) => text(row.title), parts: JOB_PARTS },
  partner: {
    table: 'partners',
    label: (row) => text(row.company_name),
    parts: [
      { table: 'jobs', key: 'partner_id', parts: JOB_PARTS },
      { table: 'partner_subscriptions', key: 'partner_id' },
      { table: 'invoices', key: 'partner_id' },
    ],
    links: [{ table: 'imports' as TrashTable, key: 'partner_id' }],
    unique: { column: 'email', field: 'email' },
  },
  // A user's app sign-ins (user_access_tokens) end with the delete and do not come back.
  user: {
    table: 'users',
    label: (row) => `${text(row.first_name)} ${text(row.last_name)}`.trim() || text(row.email),
    parts: [
      { table: 'job_applications', key: 'user_id' },
      {
        table: 'kyc_verifications',
        key: 'user_id',
        parts: [{ table: 'kyc_decisions', key: 'verification_id' }],
      },
    ],
    unique: { column: 'email', field: 'email' },
  },
  blog_post: {
    table: 'blog_posts',
    label: (row) => text(row.title),
    parts: [],
    unique: { column: 'slug', field: 'slug', slug: true },
  },
  web_page: {
    table: 'web_pages',
    label: (row) => text(row.title),
    parts: [],
    unique: { column: 'slug', field: 'slug', slug: true },
  },
  package: {
    table: 'packages',
    label: named,
    parts: [{ table: 'package_features', key: 'package_id' }],
    unique: { column: 'name', field: 'name', folded: true },
  },
  feature: {
    table: 'features',
    label: named,
    parts: [{ table: 'package_features', key: 'feature_id' }],
    unique: { column: 'config_name', field: 'config name' },
  },
  category: {
    table: 'categories',
    label: named,
    parts: [],
    unique: { column: 'name', field: 'name', folded: true },
  },
  skill: {
    table: 'skills',
    label: named,
    parts: [{ table: 'job_skills', key: 'skill_id' }],
    unique: { column: 'name', field: 'name', folded: true },
  },
  job_type: {
    table: 'job_types',
    label: named,
    parts: [],
    unique: { column: 'name', field: 'name', folded: true },
  },
  post_duration: { table: 'post_durations', label: named, parts: [] },
};

/**
 * A record a row points at outside its own unit: `required` when the row cannot exist without it
 * (a job's partner), otherwise the pointer is emptied when the record is gone (a post's author).
 */
export type ParentRef = { column: string; table: TrashTable; what: string; required: boolean };

/** Every reference of a unit's tables to rows that may be outside the unit. */
export const PARENTS: Partial<Record<TrashTable, readonly ParentRef[]>> = {
  jobs: [
    { column: 'partner_id', table: 'partners', what: 'partner', required: true },
    { column: 'category_id', table: 'categories', what: 'category', required: true },
    { column: 'job_type_id', table: 'job_types', what: 'job type', required: true },
    { column: 'post_duration_id', table: 'post_durations', what: 'post duration', required: true },
  ],
  job_skills: [
    { column: 'job_id', table: 'jobs', what: 'job', required: true },
    { column: 'skill_id', table: 'skills', what: 'skill', required: true },
  ],
  job_applications: [
    { column: 'job_id', table: 'jobs', what: 'job', required: true },
    { column: 'user_id', table: 'users', what: 'user', required: true },
  ],
  partner_subscriptions: [
    { column: 'partner_id', table: 'partners', what: 'partner', required: true },
    { column: 'package_id', table: 'packages', what: 'package', required: true },
  ],
  invoices: [
    { column: 'partner_id', table: 'partners', what: 'partner', required: true },
    { column: 'package_id', table: 'packages', what: 'package', required: true },
  ],
  package_features: [
    { column: 'package_id', table: 'packages', what: 'package', required: true },
    { column: 'feature_id', table: 'features', what: 'feature', required: true },
  ],
  kyc_verifications: [
    { column: 'user_id', table: 'users', what: 'user', required: true },
    { column: 'reviewed_by', table: 'admins', what: 'reviewer', required: false },
  ],
  kyc_decisions: [
    {
      column: 'verification_id',
      table: 'kyc_verifications',
      what: 'identity check',
      required: true,
    },
    { column: 'admin_id', table: 'admins', what: 'reviewer', required: false },
  ],
  blog_posts: [{ column: 'author_id', table: 'admins', what: 'author', required: false }],
};

/** The tables whose records other units may point at: where they are kept is indexed. */
export const POINTED_AT: ReadonlySet<TrashTable> = new Set(
  Object.values(PARENTS).flatMap((refs) => refs.filter((r) => r.required).map((r) => r.table)),
);

/** The words a unit's contents are counted in (`12 jobs`). */
export const CONTENT_WORDS: Partial<Record<TrashTable, string>> = {
  jobs: 'jobs',
  job_applications: 'applications',
  partner_subscriptions: 'subscriptions',
  invoices: 'invoices',
  kyc_verifications: 'identity checks',
};

/** Files a row keeps: public images (upload folder) and identity documents (private folder). */
export const FILE_COLUMNS: Partial<
  Record<TrashTable, readonly { column: string; folder: 'public' | 'private' }[]>
> = {
  users: [{ column: 'profile_picture', folder: 'public' }],
  partners: [{ column: 'profile_picture', folder: 'public' }],
  categories: [{ column: 'icon', folder: 'public' }],
  blog_posts: [{ column: 'featured_image', folder: 'public' }],
  kyc_verifications: [
    { column: 'id_front_path', folder: 'private' },
    { column: 'selfie_path', folder: 'private' },
  ],
};
