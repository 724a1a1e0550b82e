import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';

/** Below SQLite's limit of 32,766 bound parameters per statement (PostgreSQL allows 65,535). */
const MAX_PARAMETERS_PER_STATEMENT = 32_000;
/** Statements larger than this gain nothing and cost memory. */
const MAX_ROWS_PER_STATEMENT = 2_000;

type TableName = keyof Database & string;
type TableWithId = { [T in TableName]: Database[T] extends { id: unknown } ? T : never }[TableName];

/** Inserts rows with multi-row statements, as few as the parameter limit allows. */
export async function insertRows<T extends TableName>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columnCount = Object.keys(first).length;
  const rowsPerStatement = Math.max(
    1,
    Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columnCount)),
  );
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + rowsPerStatement))
      .execute();
  }
}

/**
 * Inserts rows and returns their generated ids in the rows' order. Ids grow with insertion order
 * in both dialects, so the newest ids are this batch's (the seed is the only writer while it runs).
 */
export async function insertRowsReturningIds<T extends TableWithId>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  await insertRows(db, table, rows);
  const ids = await newestIds(db, table, rows.length);
  if (ids.length !== rows.length) throw new Error(`Could not read back the ids of ${table}.`);
  return ids;
}

async function newestIds(db: Db, table: TableWithId, count: number): Promise<number[]> {
  const newest = await db
    .selectFrom(table)
    .select('id')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return newest.map((row) => row.id).reverse();
}
