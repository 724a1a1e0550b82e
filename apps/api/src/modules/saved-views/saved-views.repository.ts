import type { Db } from '../../db/database.js';

/** A view as an admin sees it: with its author's name and whether it is their default. */
export type VisibleViewRow = NonNullable<Awaited<ReturnType<typeof findVisible>>>;

/** The views `adminId` may see among `lists`: their own and the shared ones, A–Z by name. */
function visibleViews(db: Db, adminId: number, lists: readonly string[]) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('admins as a', 'a.id', 'v.admin_id')
    .leftJoin('saved_view_defaults as d', (join) =>
      join.onRef('d.view_id', '=', 'v.id').on('d.admin_id', '=', adminId),
    )
    .select([
      'v.id',
      'v.admin_id',
      'v.list',
      'v.name',
      'v.state',
      'v.shared',
      'v.created_at',
      'v.updated_at',
      'a.name as author_name',
      'd.view_id as default_of',
    ])
    .where('v.list', 'in', lists)
    .where((eb) => eb.or([eb('v.admin_id', '=', adminId), eb('v.shared', '=', 1)]));
}

export function listVisible(db: Db, adminId: number, lists: readonly string[]) {
  return visibleViews(db, adminId, lists)
    .orderBy('v.list')
    .orderBy('v.name_key')
    .orderBy('v.id')
    .execute();
}

/** One view `adminId` may see (any list), or undefined. */
export function findVisible(db: Db, adminId: number, id: number, lists: readonly string[]) {
  return visibleViews(db, adminId, lists).where('v.id', '=', id).executeTakeFirst();
}

export function findByName(db: Db, adminId: number, list: string, nameKey: string) {
  return db
    .selectFrom('saved_views')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('list', '=', list)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

export async function countOwn(db: Db, adminId: number, list: string): Promise<number> {
  const row = await db
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('admin_id', '=', adminId)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(
  db: Db,
  view: {
    admin_id: number;
    list: string;
    name: string;
    name_key: string;
    state: string;
    shared: boolean;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('saved_views')
    .values({
      admin_id: view.admin_id,
      list: view.list,
      name: view.name,
      name_key: view.name_key,
      state: view.state,
      shared: view.shared ? 1 : 0,
      created_at: view.now,
      updated_at: view.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function update(
  db: Db,
  id: number,
  changes: {
    name?: string;
    name_key?: string;
    state?: string;
    shared?: number;
    updated_at: string;
  },
) {
  return db.updateTable('saved_views').set(changes).where('id', '=', id).execute();
}

export function remove(db: Db, id: number) {
  return db.deleteFrom('saved_views').where('id', '=', id).execute();
}

/** A view stops being the default of everyone but its author (it is no longer shared). */
export function removeOthersDefaults(db: Db, viewId: number, authorId: number) {
  return db
    .deleteFrom('saved_view_defaults')
    .where('view_id', '=', viewId)
    .where('admin_id', '<>', authorId)
    .execute();
}

/**
 * Makes `viewId` the admin's default for `list`, in place of any other: one statement, so two
 * concurrent calls leave exactly one default (the primary key is the admin and the list).
 */
export function setDefault(
  db: Db,
  entry: { admin_id: number; list: string; view_id: number; now: string },
) {
  return db
    .insertInto('saved_view_defaults')
    .values({
      admin_id: entry.admin_id,
      list: entry.list,
      view_id: entry.view_id,
      updated_at: entry.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['admin_id', 'list']).doUpdateSet((eb) => ({
        view_id: eb.ref('excluded.view_id'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export function clearDefault(db: Db, adminId: number, list: string) {
  return db
    .deleteFrom('saved_view_defaults')
    .where('admin_id', '=', adminId)
    .where('list', '=', list)
    .execute();
}
