import { z } from './zod.js';
import { dataEnvelope, undoableResult } from './envelopes.js';
import { formBoolean, formInteger, plainName } from './fields.js';
import { blankAsMissing, idParams } from './lists.js';
import { defineEndpoints, type EndpointDefinition } from './endpoint.js';
import { defineList, pageSizesFrom } from './list-definition.js';

/** Longest name of a category, skill, job type or post duration. */
const REFERENCE_NAME_MAX = 100;

/** Post durations are minutes: at least one minute, at most ten years. */
export const POST_DURATION_LIMITS = { min: 1, max: 5_256_000 } as const;

const id = z.number().int();

function entityMessages(noun: string, title: string, whenInUse: string) {
  return {
    created: `${title} created successfully.`,
    updated: `${title} updated successfully.`,
    deleted: `${title} deleted successfully.`,
    notFound: `No ${noun} has this id.`,
    duplicate: (name: string) => `A ${noun} named "${name}" already exists.`,
    inUse: (jobs: number) =>
      `This ${noun} is used by ${jobs} ${jobs === 1 ? 'job' : 'jobs'}. ${whenInUse}`,
  };
}

export const REFERENCE_DATA_MESSAGES = {
  category: {
    ...entityMessages(
      'category',
      'Category',
      'Move those jobs to another category before deleting it.',
    ),
    iconRequired: 'Upload an icon image for the category.',
    iconNotUploaded: 'The icon must be an image uploaded to this site. Upload the image again.',
  },
  skill: entityMessages('skill', 'Skill', 'Remove it from those jobs before deleting it.'),
  jobType: entityMessages(
    'job type',
    'Job type',
    'Move those jobs to another job type before deleting it.',
  ),
  postDuration: {
    ...entityMessages(
      'post duration',
      'Post Duration',
      'Give those jobs another post duration before deleting it.',
    ),
    durationHint: '1 week = 10080, 2 weeks = 20160, 1 month about 43200',
    durationRange: `The duration must be a whole number of minutes from ${POST_DURATION_LIMITS.min} to ${POST_DURATION_LIMITS.max.toLocaleString('en-US')}.`,
  },
} as const;

const referenceName = (field: string) => plainName(field, REFERENCE_NAME_MAX);

// ── Categories ───────────────────────────────────────────────────────────────────────────────

const categoryItem = z.object({ id, name: z.string(), icon: z.string().nullable() });
export type CategoryItem = z.infer<typeof categoryItem>;

const iconUrl = z
  .string({ error: REFERENCE_DATA_MESSAGES.category.iconRequired })
  .trim()
  .min(1, REFERENCE_DATA_MESSAGES.category.iconRequired)
  .max(2048, REFERENCE_DATA_MESSAGES.category.iconNotUploaded);

export const createCategoryBody = z.object({
  category_name: referenceName('category name'),
  icon_url: iconUrl,
});
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

/** The icon is sent only when a new one was chosen. */
const updateCategoryBody = z.object({
  category_name: referenceName('category name').optional(),
  icon_url: z.preprocess(blankAsMissing, iconUrl.optional()),
});
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

// ── Skills ───────────────────────────────────────────────────────────────────────────────────

/** `visible` is the stored `is_hinted` flag (shown as "Hinted"). */
const skillItem = z.object({ id, name: z.string(), visible: z.boolean() });
export type SkillItem = z.infer<typeof skillItem>;

const skillFields = { name: referenceName('name'), is_hinted: formBoolean('is hinted') };
export const createSkillBody = z.object({
  ...skillFields,
  is_hinted: skillFields.is_hinted.default(false),
});
export type CreateSkillBody = z.infer<typeof createSkillBody>;
const updateSkillBody = z.object(skillFields).partial();
export type UpdateSkillBody = z.infer<typeof updateSkillBody>;

// ── Job types ────────────────────────────────────────────────────────────────────────────────

const jobTypeItem = z.object({ id, name: z.string() });
export type JobTypeItem = z.infer<typeof jobTypeItem>;

export const createJobTypeBody = z.object({ name: referenceName('name') });
export type CreateJobTypeBody = z.infer<typeof createJobTypeBody>;
const updateJobTypeBody = createJobTypeBody.partial();
export type UpdateJobTypeBody = z.infer<typeof updateJobTypeBody>;

// ── Post durations ───────────────────────────────────────────────────────────────────────────

/** `duration` is in minutes; `premium` durations are only for partners with a paid package. */
const postDurationItem = z.object({
  id,
  name: z.string(),
  duration: z.number().int(),
  premium: z.boolean(),
});
export type PostDurationItem = z.infer<typeof postDurationItem>;

const postDurationFields = {
  name: referenceName('name'),
  duration: formInteger('duration').pipe(
    z
      .number()
      .min(POST_DURATION_LIMITS.min, REFERENCE_DATA_MESSAGES.postDuration.durationRange)
      .max(POST_DURATION_LIMITS.max, REFERENCE_DATA_MESSAGES.postDuration.durationRange),
  ),
  is_paid: formBoolean('is paid'),
};
export const createPostDurationBody = z.object({
  ...postDurationFields,
  is_paid: postDurationFields.is_paid.default(false),
});
export type CreatePostDurationBody = z.infer<typeof createPostDurationBody>;
const updatePostDurationBody = z.object(postDurationFields).partial();
export type UpdatePostDurationBody = z.infer<typeof updatePostDurationBody>;

// ── Lists ────────────────────────────────────────────────────────────────────────────────────

/** Reference lists come whole from the server (A–Z by name); their tables show this many a page. */
export const REFERENCE_LIST_PAGE_SIZE = 10;

/** The order the server answers every reference list in (the tables may show another). */
export const REFERENCE_SERVER_ORDER = 'name';

const byName = [{ field: 'name', ascending: 'Name: A - Z', descending: 'Name: Z - A' }] as const;
const nameColumn = {
  id: 'name',
  label: 'Name',
  sort: 'name',
  required: true,
  phone: 'title',
} as const;

/** A reference list: every record at once, paged and turned Z–A by name on the screen. */
const referenceList = {
  filters: [],
  sorts: byName,
  defaultSort: 'name',
  bulkActions: [],
  exportColumns: [],
  pageSizes: pageSizesFrom(REFERENCE_LIST_PAGE_SIZE),
  paging: 'client',
} as const;

export const CATEGORIES_LIST = defineList({
  ...referenceList,
  name: 'categories',
  row: categoryItem,
  columns: [{ id: 'icon', label: 'Icon', phone: 'secondary' }, nameColumn],
});

export const SKILLS_LIST = defineList({
  ...referenceList,
  name: 'skills',
  row: skillItem,
  columns: [nameColumn, { id: 'hinted', label: 'Hinted', phone: 'primary' }],
});

export const JOB_TYPES_LIST = defineList({
  ...referenceList,
  name: 'job_types',
  row: jobTypeItem,
  columns: [nameColumn],
});

/** Post durations show shortest first ("1 Week, 1 Month, 2 Months"), not A–Z by name. */
export const POST_DURATIONS_LIST = defineList({
  ...referenceList,
  name: 'post_durations',
  row: postDurationItem,
  columns: [
    nameColumn,
    { id: 'duration', label: 'Duration', sort: 'duration', phone: 'primary' },
    { id: 'premium', label: 'Premium', phone: 'secondary' },
  ],
  sorts: [
    { field: 'duration', ascending: 'Shortest first', descending: 'Longest first' },
    ...byName,
  ],
  defaultSort: 'duration',
});

// ── Envelopes ────────────────────────────────────────────────────────────────────────────────

const categoriesList = dataEnvelope(z.array(categoryItem));
const categoryResponse = dataEnvelope(categoryItem);
const skillsList = dataEnvelope(z.array(skillItem));
const skillResponse = dataEnvelope(skillItem);
const jobTypesList = dataEnvelope(z.array(jobTypeItem));
const jobTypeResponse = dataEnvelope(jobTypeItem);
const postDurationsList = dataEnvelope(z.array(postDurationItem));
const postDurationResponse = dataEnvelope(postDurationItem);

type ReferenceSchemas = {
  plural: string;
  listPath: string;
  adminPath: string;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  list: z.ZodType;
  item: z.ZodType;
  /** Whether two records may not share a name. */
  uniqueName: boolean;
};

/** The public list and the admin create, update and delete of one kind of reference data. */
function referenceEndpoints<const A extends string, const S extends ReferenceSchemas>(
  area: A,
  kind: S,
) {
  const itemPath = `${kind.adminPath}/:id`;
  const duplicate = kind.uniqueName ? [409] : [];
  return defineEndpoints(area, {
    list: {
      method: 'GET',
      path: kind.listPath,
      access: 'public',
      summary: `Every one of the ${kind.plural}, A–Z by name`,
      response: kind.list as S['list'],
    },
    create: {
      method: 'POST',
      path: kind.adminPath,
      access: 'admin',
      permission: 'reference_data.write',
      summary: `Create one of the ${kind.plural}`,
      body: kind.createBody as S['createBody'],
      status: 201,
      response: kind.item as S['item'],
      failures: duplicate,
    },
    update: {
      method: 'PUT',
      path: itemPath,
      access: 'admin',
      permission: 'reference_data.write',
      summary: `Change one of the ${kind.plural} (the fields sent)`,
      params: idParams,
      body: kind.updateBody as S['updateBody'],
      response: kind.item as S['item'],
      failures: duplicate,
    },
    delete: {
      method: 'DELETE',
      path: itemPath,
      access: 'admin',
      permission: 'reference_data.write',
      summary: `Delete one of the ${kind.plural} that no job uses`,
      params: idParams,
      response: undoableResult,
      failures: [409],
    },
  } satisfies Record<string, EndpointDefinition>);
}

export const categoriesEndpoints = referenceEndpoints('categories', {
  plural: 'categories',
  listPath: '/api/categories/all',
  adminPath: '/api/admin/categories',
  createBody: createCategoryBody,
  updateBody: updateCategoryBody,
  list: categoriesList,
  item: categoryResponse,
  uniqueName: true,
});

export const skillsEndpoints = referenceEndpoints('skills', {
  plural: 'skills',
  listPath: '/api/skills/all',
  adminPath: '/api/admin/skills',
  createBody: createSkillBody,
  updateBody: updateSkillBody,
  list: skillsList,
  item: skillResponse,
  uniqueName: true,
});

export const jobTypesEndpoints = referenceEndpoints('jobTypes', {
  plural: 'job types',
  listPath: '/api/job-types/all',
  adminPath: '/api/admin/job-types',
  createBody: createJobTypeBody,
  updateBody: updateJobTypeBody,
  list: jobTypesList,
  item: jobTypeResponse,
  uniqueName: true,
});

export const postDurationsEndpoints = referenceEndpoints('postDurations', {
  plural: 'post durations',
  listPath: '/api/post-durations/all',
  adminPath: '/api/admin/post-durations',
  createBody: createPostDurationBody,
  updateBody: updatePostDurationBody,
  list: postDurationsList,
  item: postDurationResponse,
  uniqueName: false,
});
