import {
  REFERENCE_DATA_MESSAGES,
  categoriesList,
  categoryResponse,
  createCategoryBody,
  createJobTypeBody,
  createPostDurationBody,
  createSkillBody,
  jobTypeResponse,
  jobTypesList,
  postDurationResponse,
  postDurationsList,
  skillResponse,
  skillsList,
  updateCategoryBody,
  updateJobTypeBody,
  updatePostDurationBody,
  updateSkillBody,
  type CategoryItem,
  type CreateCategoryBody,
  type CreateJobTypeBody,
  type CreatePostDurationBody,
  type CreateSkillBody,
  type JobTypeItem,
  type PostDurationItem,
  type SkillItem,
} from '@job-board/contract';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import { AppError } from '../../lib/app-error.js';
import { toFlag } from '../../lib/changed-columns.js';
import { publicImageUrl, uploadedImagePath } from '../../lib/uploads.js';
import type { ReferenceRow, ReferenceTable, ReferenceValues } from './reference-data.repository.js';

type EntityMessages = {
  deleted: string;
  notFound: string;
  duplicate: (name: string) => string;
  inUse: (jobs: number) => string;
};

/**
 * One kind of job reference data: its table, paths, schemas and mapping between the wire and
 * the row. `Body` is the create body; an update sends any part of it.
 */
export type ReferenceKind<T extends ReferenceTable, Body, Item> = {
  table: T;
  /** Audit log entity. */
  entity: string;
  /** Plural words for the API documentation. */
  plural: string;
  listUrl: string;
  adminUrl: string;
  createBody: z.ZodType<Body>;
  updateBody: z.ZodType<Partial<Body>>;
  itemResponse: z.ZodType;
  listResponse: z.ZodType;
  messages: EntityMessages;
  /** Whether two rows may not share a name (compared case-insensitively). */
  uniqueName: boolean;
  nameOf(body: Partial<Body>): string | undefined;
  /** The columns to write; throws a 422 for a value the schema alone cannot check. */
  toValues(config: Config, body: Partial<Body>): Partial<ReferenceValues<T>>;
  toItem(config: Config, row: ReferenceRow<T>): Item;
};

/** Drops the columns the body did not give, so an update leaves them as they are. */
function given<V extends object>(values: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<V>;
}

export const categories: ReferenceKind<'categories', CreateCategoryBody, CategoryItem> = {
  table: 'categories',
  entity: 'category',
  plural: 'categories',
  listUrl: '/api/categories/all',
  adminUrl: '/api/admin/categories',
  createBody: createCategoryBody,
  updateBody: updateCategoryBody,
  itemResponse: categoryResponse,
  listResponse: categoriesList,
  messages: REFERENCE_DATA_MESSAGES.category,
  uniqueName: true,
  nameOf: (body) => body.category_name,
  toValues: (config, body) => {
    let icon: string | undefined;
    if (body.icon_url !== undefined) {
      const stored = uploadedImagePath(config, body.icon_url);
      if (stored === null) {
        throw AppError.invalid({ icon_url: [REFERENCE_DATA_MESSAGES.category.iconNotUploaded] });
      }
      icon = stored;
    }
    return given({ name: body.category_name, icon });
  },
  toItem: (config, row) => ({
    id: row.id,
    name: row.name,
    icon: publicImageUrl(config, row.icon),
  }),
};

export const skills: ReferenceKind<'skills', CreateSkillBody, SkillItem> = {
  table: 'skills',
  entity: 'skill',
  plural: 'skills',
  listUrl: '/api/skills/all',
  adminUrl: '/api/admin/skills',
  createBody: createSkillBody,
  updateBody: updateSkillBody,
  itemResponse: skillResponse,
  listResponse: skillsList,
  messages: REFERENCE_DATA_MESSAGES.skill,
  uniqueName: true,
  nameOf: (body) => body.name,
  toValues: (_config, body) => given({ name: body.name, is_hinted: toFlag(body.is_hinted) }),
  toItem: (_config, row) => ({ id: row.id, name: row.name, visible: row.is_hinted === 1 }),
};

export const jobTypes: ReferenceKind<'job_types', CreateJobTypeBody, JobTypeItem> = {
  table: 'job_types',
  entity: 'job-type',
  plural: 'job types',
  listUrl: '/api/job-types/all',
  adminUrl: '/api/admin/job-types',
  createBody: createJobTypeBody,
  updateBody: updateJobTypeBody,
  itemResponse: jobTypeResponse,
  listResponse: jobTypesList,
  messages: REFERENCE_DATA_MESSAGES.jobType,
  uniqueName: true,
  nameOf: (body) => body.name,
  toValues: (_config, body) => given({ name: body.name }),
  toItem: (_config, row) => ({ id: row.id, name: row.name }),
};

export const postDurations: ReferenceKind<
  'post_durations',
  CreatePostDurationBody,
  PostDurationItem
> = {
  table: 'post_durations',
  entity: 'post-duration',
  plural: 'post durations',
  listUrl: '/api/post-durations/all',
  adminUrl: '/api/admin/post-durations',
  createBody: createPostDurationBody,
  updateBody: updatePostDurationBody,
  itemResponse: postDurationResponse,
  listResponse: postDurationsList,
  messages: REFERENCE_DATA_MESSAGES.postDuration,
  uniqueName: false,
  nameOf: (body) => body.name,
  toValues: (_config, body) =>
    given({ name: body.name, duration: body.duration, is_paid: toFlag(body.is_paid) }),
  toItem: (_config, row) => ({
    id: row.id,
    name: row.name,
    duration: row.duration,
    premium: row.is_paid === 1,
  }),
};
