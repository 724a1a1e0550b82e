import { randomUUID } from 'node:crypto';
import { BULK_LIMIT, BULK_MESSAGES, type BulkItem, type BulkResult } from '@job-board/contract';
import { AppError } from './app-error.js';
import type { Context } from './context.js';

/**
 * Thrown inside one record's change when the record is already as asked (already blocked,
 * already paid): its transaction rolls back, nothing is written, and the record is "skipped".
 */
export class AlreadySo extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'AlreadySo';
  }
}

/** The records a bulk call names: the ids given, or the ids its filter matches. */
type BulkTarget<F> = { ids?: readonly number[] | undefined; filter?: F | undefined };

type BulkPlan<F> = {
  /** The ids matching a list filter, in the list's order, at most `limit` of them. */
  idsMatching: (context: Context, filter: F, limit: number) => Promise<number[]>;
  /**
   * Changes one record in its own transaction with its audit row (`changeRecord`). Throws
   * AlreadySo to skip it, an AppError (404, 409…) to refuse it with that message.
   */
  apply: (context: Context, id: number) => Promise<void>;
};

/**
 * The one server side of every bulk action: resolve the records (ids, or a filter's matches,
 * at most BULK_LIMIT), then change each on its own, in order, so one refusal never undoes the
 * others. The answer counts and lists per id: done, skipped (already so) or refused and why.
 * Every audit row the call writes carries its `bulk_id`, so the action can be reverted as one.
 */
export async function runBulk<F>(
  context: Context,
  target: BulkTarget<F>,
  plan: BulkPlan<F>,
): Promise<BulkResult> {
  const ids = await targetIds(context, target, plan);
  const { bulkId, context: bulkContext } = asOneCall(context);
  const items: BulkItem[] = [];
  for (const id of ids) items.push(await applyOne(bulkContext, id, plan));
  const count = (outcome: BulkItem['outcome']) =>
    items.filter((item) => item.outcome === outcome).length;
  return {
    done: count('done'),
    skipped: count('skipped'),
    refused: count('refused'),
    items,
    bulk_id: bulkId,
  };
}

/**
 * The context of one call whose audit rows share a new `bulk_id`: a bulk action, or a single
 * change whose answer lets the app undo it (the audit log's bulk revert).
 */
export function asOneCall(context: Context): { bulkId: string; context: Context } {
  const bulkId = randomUUID();
  return { bulkId, context: { ...context, actor: { ...context.actor, bulkId } } };
}

/**
 * The answer of a single change the app may undo (a delete, a block): the change made as one
 * call, and the call's `bulk_id` (see `undoableResult` in the contract).
 */
export async function undoable(
  context: Context,
  message: string,
  change: (call: Context) => Promise<unknown>,
): Promise<{ result: true; message: string; data: null; bulk_id: string }> {
  const call = asOneCall(context);
  await change(call.context);
  return { result: true, message, data: null, bulk_id: call.bulkId };
}

async function targetIds<F>(
  context: Context,
  { ids, filter }: BulkTarget<F>,
  plan: BulkPlan<F>,
): Promise<number[]> {
  if (ids !== undefined) return [...new Set(ids)];
  if (filter === undefined) throw AppError.invalid({ ids: [BULK_MESSAGES.noTarget] });
  const matching = await plan.idsMatching(context, filter, BULK_LIMIT + 1);
  if (matching.length > BULK_LIMIT) throw AppError.invalid({ filter: [BULK_MESSAGES.tooMany] });
  return matching;
}

async function applyOne<F>(context: Context, id: number, plan: BulkPlan<F>): Promise<BulkItem> {
  try {
    await plan.apply(context, id);
    return { id, outcome: 'done' };
  } catch (error) {
    if (error instanceof AlreadySo) return { id, outcome: 'skipped', reason: error.message };
    if (error instanceof AppError && error.statusCode < 500) {
      return { id, outcome: 'refused', reason: error.message };
    }
    // One record's failure (a lost connection, a constraint) is reported, not fatal to the rest.
    context.log.error({ err: error, id }, 'A bulk change failed');
    return { id, outcome: 'refused', reason: BULK_MESSAGES.failed };
  }
}

/** The action's answer message: "3 done, 1 skipped, 1 refused.". */
export const bulkMessage = ({ done, skipped, refused }: BulkResult) =>
  BULK_MESSAGES.summary(done, skipped, refused);
