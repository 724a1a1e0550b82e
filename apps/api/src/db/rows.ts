import type { Generated, Selectable } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** The tables whose rows are known by an integer `id`. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

// Kysely cannot resolve the columns of a table chosen by a type parameter; every table here has
// an `id`, so the queries are typed on one of them and their rows cast back.
const anyTableWithId = (table: TableWithId) => table as 'jobs';

/** The row with this id, if there is one. */
export async function findById<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await db
    .selectFrom(anyTableWithId(table))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** The ids among `ids` that have a row in the table. */
export async function existingIds(
  db: Db,
  table: TableWithId,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(anyTableWithId(table))
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
