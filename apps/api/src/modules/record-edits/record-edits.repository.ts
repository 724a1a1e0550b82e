import type { Db } from '../../db/database.js';

/** A user's editable fields, as the audit row and the answer name them. */
export function findEditableUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'profession'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type EditableUser = NonNullable<Awaited<ReturnType<typeof findEditableUser>>>;

/** A partner's editable fields, the company name as `name` (as the contract names it). */
export function findEditablePartner(db: Db, id: number) {
  return db
    .selectFrom('partners')
    .select(['id', 'company_name as name', 'email', 'bio'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type EditablePartner = NonNullable<Awaited<ReturnType<typeof findEditablePartner>>>;

/** An application with the names its audit row and message use. */
export function findApplication(db: Db, id: number) {
  return db
    .selectFrom('job_applications')
    .innerJoin('users', 'users.id', 'job_applications.user_id')
    .innerJoin('jobs', 'jobs.id', 'job_applications.job_id')
    .select([
      'job_applications.id',
      'job_applications.job_id',
      'job_applications.user_id',
      'job_applications.selected_at',
      'users.first_name',
      'users.last_name',
      'jobs.title as job_title',
    ])
    .where('job_applications.id', '=', id)
    .executeTakeFirst();
}

/** Whether another row of `table` than `id` has this email address. */
export async function emailTaken(
  db: Db,
  table: 'users' | 'partners',
  email: string,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(
  db: Db,
  id: number,
  fields: Partial<Omit<EditableUser, 'id'>>,
  now: string,
): Promise<bigint> {
  const result = await db
    .updateTable('users')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

export async function updatePartner(
  db: Db,
  id: number,
  { name, ...fields }: Partial<Omit<EditablePartner, 'id'>>,
  now: string,
): Promise<bigint> {
  const result = await db
    .updateTable('partners')
    .set({ ...fields, ...(name === undefined ? {} : { company_name: name }), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

export async function setSelectedAt(db: Db, id: number, selectedAt: string | null) {
  const result = await db
    .updateTable('job_applications')
    .set({ selected_at: selectedAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows;
}
