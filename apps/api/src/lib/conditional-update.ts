import type { UpdateResult } from 'kysely';

/**
 * Runs an update whose conditions say whether it may happen (a token still unused, a state not
 * yet changed); true when it changed exactly one row, false when the conditions no longer held
 * (another request got there first).
 */
export async function changedOneRow(update: {
  executeTakeFirst(): Promise<UpdateResult>;
}): Promise<boolean> {
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
