import { z } from './zod.js';
import { actionResult } from './envelopes.js';
import { MAX_RECORD_ID, NO_SUCH_RECORD } from './fields.js';
import { bulkActionNames, type ListBulkAction } from './list-definition.js';

/**
 * Bulk actions: one call applies one action to a list of records, named by id or by the list's
 * filter (what "select all N matching" selected). Each record is changed and audited in its own
 * transaction, and the answer says per record what happened.
 */

/** At most this many records per bulk call, whether named by id or matched by a filter. */
export const BULK_LIMIT = 1000;

export const BULK_MESSAGES = {
  noTarget: 'Name the records by ids or by a filter, not both.',
  tooMany: `At most ${BULK_LIMIT} records can be changed at once. Narrow the selection.`,
  notFound: 'No record has this id.',
  failed: 'The change could not be saved.',
  summary: (done: number, skipped: number, refused: number) =>
    `${done} done, ${skipped} skipped, ${refused} refused.`,
} as const;

const BULK_OUTCOMES = ['done', 'skipped', 'refused'] as const;

const bulkId = z
  .number({ error: 'Each id must be a whole number.' })
  .int('Each id must be a whole number.')
  .min(1, 'Each id must be a whole number.')
  .max(MAX_RECORD_ID, 'Each id must be a whole number.');

/**
 * `{ action, ids }` or `{ action, filter }` for a list whose actions are `actions` and whose
 * filter (the list query without its page) is `filter`.
 */
export function bulkBody<const A extends string, F extends z.ZodType>(
  actions: readonly [A, ...A[]],
  filter: F,
) {
  return z
    .object({
      action: z.enum(actions, { error: `The action must be one of: ${actions.join(', ')}.` }),
      ids: z
        .array(bulkId)
        .min(1, 'Select at least one record.')
        .max(BULK_LIMIT, BULK_MESSAGES.tooMany)
        .optional(),
      filter: filter.optional(),
    })
    .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
      message: BULK_MESSAGES.noTarget,
      path: ['ids'],
    });
}

/** The bulk body of a list: one of its bulk actions, on records named by id or by its `filter`. */
export const listBulkBody = <const A extends string, F extends z.ZodType>(
  definition: { name: string; bulkActions: readonly ListBulkAction<A>[] },
  filter: F,
) => bulkBody(bulkActionNames(definition), filter);

/** What happened to one record: done, skipped (already so), or refused with the reason. */
const bulkItem = z.object({
  id: z.number().int(),
  outcome: z.enum(BULK_OUTCOMES),
  reason: z.string().optional(),
});
export type BulkItem = z.infer<typeof bulkItem>;

const bulkResult = z.object({
  done: z.number().int(),
  skipped: z.number().int(),
  refused: z.number().int(),
  items: z.array(bulkItem),
  /** Names the call's audit rows, to revert it as one (`audit.revertBulk`). */
  bulk_id: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** `{ result, message, data: { done, skipped, refused, items } }`. */
export const bulkResponse = actionResult(bulkResult);

/** `:id` naming one call's `bulk_id` (a bulk action, or a change the app may undo). */
export const bulkIdParams = z.object({
  id: z
    .string({ error: NO_SUCH_RECORD })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, NO_SUCH_RECORD),
});
