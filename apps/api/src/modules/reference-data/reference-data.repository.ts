import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { findById } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { byName } from '../../lib/sorting.js';

/** The tables of job reference data: each row has an id and a name. */
export type ReferenceTable = 'categories' | 'skills' | 'job_types' | 'post_durations';

/** Every reference row has an id and a name (stated for code generic over the table). */
export type ReferenceRow<T extends ReferenceTable> = Selectable<Database[T]> & {
  id: number;
  name: string;
};

/** The columns a create or an update writes (timestamps are set here). */
export type ReferenceValues<T extends ReferenceTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'created_at' | 'updated_at'
>;

/** Where jobs refer to each kind of record (every one of these columns is indexed). */
const JOB_REFERENCES = {
  categories: { table: 'jobs', column: 'category_id' },
  job_types: { table: 'jobs', column: 'job_type_id' },
  post_durations: { table: 'jobs', column: 'post_duration_id' },
  skills: { table: 'job_skills', column: 'skill_id' },
} as const;

// Kysely cannot resolve columns of a table chosen by a type parameter; every table here has
// the columns these queries use, so the queries are typed on one of them and cast back.
const on = <T extends ReferenceTable>(table: T) => table as ReferenceTable as 'job_types';

/** Every row, A–Z by name (lower(name) index). */
export async function listRows<T extends ReferenceTable>(
  db: Db,
  table: T,
): Promise<ReferenceRow<T>[]> {
  const rows = await db
    .selectFrom(on(table))
    .selectAll()
    .orderBy(byName('name'))
    .orderBy('id')
    .execute();
  return rows as ReferenceRow<T>[];
}

/** The row with this id, if there is one. */
export async function findRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  id: number,
): Promise<ReferenceRow<T> | undefined> {
  return (await findById(db, table, id)) as ReferenceRow<T> | undefined;
}

/** The id of another row with this name, compared case-insensitively. */
export async function findIdByName(
  db: Db,
  table: ReferenceTable,
  name: string,
  exceptId: number | null,
): Promise<number | undefined> {
  let query = db
    .selectFrom(on(table))
    .select('id')
    .where(byName('name'), '=', sql<string>`lower(${name})`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  values: ReferenceValues<T>,
  now: string,
): Promise<ReferenceRow<T>> {
  const row = await db
    .insertInto(on(table))
    .values({ ...(values as ReferenceValues<'job_types'>), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as ReferenceRow<T>;
}

export async function updateRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  id: number,
  values: Partial<ReferenceValues<T>>,
  now: string,
): Promise<ReferenceRow<T>> {
  const row = await db
    .updateTable(on(table))
    .set({ ...(values as Updateable<Database['job_types']>), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as ReferenceRow<T>;
}

/** How many jobs refer to the row. */
export async function countJobsUsing(db: Db, table: ReferenceTable, id: number): Promise<number> {
  const { table: referrer, column } = JOB_REFERENCES[table];
  const row = await db
    .selectFrom(referrer)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
