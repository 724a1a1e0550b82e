import {
  REFERENCE_DATA_MESSAGES,
  endpoints,
  type CategoryItem,
  type CreateCategoryBody,
  type CreateJobTypeBody,
  type CreatePostDurationBody,
  type CreateSkillBody,
  type Endpoint,
  type JobTypeItem,
  type PostDurationItem,
  type SkillItem,
  type UpdateCategoryBody,
  type UpdateJobTypeBody,
  type UpdatePostDurationBody,
  type UpdateSkillBody,
} from '@job-board/contract';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import { AppError } from '../../lib/app-error.js';
import { toFlag } from '../../lib/changed-columns.js';
import type { StorageDeps } from '../../lib/storage/index.js';
import { publicImageUrl, uploadedImagePath } from '../../lib/uploads.js';
import type { ReferenceRow, ReferenceTable, ReferenceValues } from './reference-data.repository.js';

type EntityMessages = {
  deleted: string;
  notFound: string;
  duplicate: (name: string) => string;
  inUse: (jobs: number) => string;
};

/** What one kind reads and answers: its create and update bodies and its item. */
export type ReferenceWire = { create: object; update: object; item: Record<string, unknown> };

type Returns<Body> = { response: z.ZodType<unknown, Body> };
type AdminEndpoint = Endpoint & { access: 'admin' };
type ItemEndpoint = AdminEndpoint & { params: z.ZodType<{ id: number }> };

/**
 * The endpoints of one kind, typed by its wire, so that the routes written once for every kind
 * (reference-data.routes.ts) are checked against each kind's contract.
 */
export type ReferenceEndpoints<W extends ReferenceWire> = {
  list: Endpoint & { access: 'public' } & Returns<{ data: W['item'][] }>;
  create: AdminEndpoint & { body: z.ZodType<W['create']> } & Returns<{ data: W['item'] }>;
  update: ItemEndpoint & { body: z.ZodType<W['update']> } & Returns<{ data: W['item'] }>;
  delete: ItemEndpoint & Returns<{ result: true; message: string; data: null }>;
};

/** One kind of job reference data: its table, endpoints and mapping between the wire and the row. */
export type ReferenceKind<T extends ReferenceTable, W extends ReferenceWire> = {
  table: T;
  /** Audit log entity. */
  entity: string;
  endpoints: ReferenceEndpoints<W>;
  messages: EntityMessages;
  /** Whether two rows may not share a name (compared case-insensitively). */
  uniqueName: boolean;
  nameOf(body: W['create'] | W['update']): string | undefined;
  /**
   * The columns to write: all of a create body's, the given ones of an update body's. Throws a
   * 422 for a value the schema alone cannot check.
   */
  toValues(
    deps: StorageDeps & { config: Config },
    body: W['create'] | W['update'],
  ): Partial<ReferenceValues<T>> | Promise<Partial<ReferenceValues<T>>>;
  toItem(config: Config, row: ReferenceRow<T>): W['item'];
};

/** Drops the columns the body did not give, so an update leaves them as they are. */
function given<V extends object>(values: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<V>;
}

export const categories: ReferenceKind<
  'categories',
  { create: CreateCategoryBody; update: UpdateCategoryBody; item: CategoryItem }
> = {
  table: 'categories',
  entity: 'category',
  endpoints: endpoints.categories,
  messages: REFERENCE_DATA_MESSAGES.category,
  uniqueName: true,
  nameOf: (body) => body.category_name,
  toValues: async (deps, body) => {
    let icon: string | undefined;
    if (body.icon_url !== undefined) {
      const stored = await uploadedImagePath(deps, body.icon_url);
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

export const skills: ReferenceKind<
  'skills',
  { create: CreateSkillBody; update: UpdateSkillBody; item: SkillItem }
> = {
  table: 'skills',
  entity: 'skill',
  endpoints: endpoints.skills,
  messages: REFERENCE_DATA_MESSAGES.skill,
  uniqueName: true,
  nameOf: (body) => body.name,
  toValues: (_config, body) => given({ name: body.name, is_hinted: toFlag(body.is_hinted) }),
  toItem: (_config, row) => ({ id: row.id, name: row.name, visible: row.is_hinted === 1 }),
};

export const jobTypes: ReferenceKind<
  'job_types',
  { create: CreateJobTypeBody; update: UpdateJobTypeBody; item: JobTypeItem }
> = {
  table: 'job_types',
  entity: 'job-type',
  endpoints: endpoints.jobTypes,
  messages: REFERENCE_DATA_MESSAGES.jobType,
  uniqueName: true,
  nameOf: (body) => body.name,
  toValues: (_config, body) => given({ name: body.name }),
  toItem: (_config, row) => ({ id: row.id, name: row.name }),
};

export const postDurations: ReferenceKind<
  'post_durations',
  { create: CreatePostDurationBody; update: UpdatePostDurationBody; item: PostDurationItem }
> = {
  table: 'post_durations',
  entity: 'post-duration',
  endpoints: endpoints.postDurations,
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
