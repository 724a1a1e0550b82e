import { z } from './zod.js';

/** `{ result, message, data }` — the answer to an action (login, block, delete…). */
export const actionResult = <T extends z.ZodType>(data: T) =>
  z.object({ result: z.literal(true), message: z.string(), data });

/**
 * The answer of a change the app offers to undo (a delete, a block): `bulk_id` names its audit
 * rows and what it moved to the trash (`audit.revertBulk`, `trash.restoreCall`).
 */
export const undoableResult = actionResult(z.null()).extend({ bulk_id: z.string().optional() });

/** `{ data }` — one resource, or a plain list. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const errorBody = z.object({
  result: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Failures of identity-data (KYC) calls also carry the message as `error`, which old clients read. */
export const sensitiveErrorBody = errorBody.extend({ error: z.string() });

const pageLinks = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

const pageMeta = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  /**
   * Present, and true, when `total` (and so `last_page`) is an estimate: a list with more
   * matches than the server counts exactly ("about 74,000 users"). Absent: the total is exact.
   */
  total_is_estimate: z.boolean().optional(),
});
type PageMeta = z.infer<typeof pageMeta>;

/** The one paged-list shape: `{ data, links, meta }`. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), links: pageLinks, meta: pageMeta });

export type Paged<T> = { data: T[]; links: z.infer<typeof pageLinks>; meta: PageMeta };
