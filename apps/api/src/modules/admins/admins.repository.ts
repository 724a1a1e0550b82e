import { sql, type Expression, type SqlBool } from 'kysely';
import {
  ADMINS_LIST,
  type AdminListItem,
  type AdminsListQuery,
  type Role,
} from '@job-board/contract';
import { insertAdminRow } from '../../db/admin-rows.js';
import type { Db } from '../../db/database.js';
import type { AdminRow, AdminStatus } from '../../db/schema.js';
import { defaultSortOf, type ListTable } from '../../lib/lists/list-table.js';
import { exactCount } from '../../lib/lists/list-reads.js';
import { byName } from '../../lib/sorting.js';
import {
  findOneTimeToken,
  newTokenColumns,
  useOneTimeToken,
  type NewOneTimeToken,
} from '../../lib/one-time-tokens.js';

export type { AdminRow };

/**
 * The password hash of an admin who has not chosen a password yet (invited): no password
 * verifies against it (it is not an argon2 hash), and it says the admin never set one.
 */
export const UNSET_PASSWORD_PREFIX = '!unset:';

export const hasPassword = (admin: Pick<AdminRow, 'password_hash'>) =>
  !admin.password_hash.startsWith(UNSET_PASSWORD_PREFIX);

export const toAdminListItem = (admin: AdminRow): AdminListItem => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role: admin.role,
  status: admin.status,
  two_factor: admin.totp_enabled_at !== null ? 'on' : 'off',
  last_sign_in_at: admin.last_sign_in_at,
  created_at: admin.created_at,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: AdminsListQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (query.s) {
    const pattern = `%${escapeLike(query.s.toLowerCase())}%`;
    where.push(
      sql<SqlBool>`(lower(${sql.ref('admins.name')}) like ${pattern} escape '\\' or lower(${sql.ref('admins.email')}) like ${pattern} escape '\\')`,
    );
  }
  if (query.role) where.push(sql<SqlBool>`${sql.ref('admins.role')} = ${query.role}`);
  if (query.status) where.push(sql<SqlBool>`${sql.ref('admins.status')} = ${query.status}`);
  return where;
}

/**
 * The admins list read from its table (see lib/lists): searched (a LIKE on name and email: a
 * few dozen rows need no index), filtered, newest first unless sorted by name.
 */
export const ADMINS_TABLE: ListTable<
  AdminsListQuery,
  'created_at' | 'name',
  AdminListItem,
  AdminRow,
  never
> = {
  table: 'admins',
  searchable: false,
  orderKeys: {
    created_at: [sql<string>`${sql.ref('admins.created_at')}`],
    name: [byName('admins.name')],
  },
  defaultSort: defaultSortOf(ADMINS_LIST),
  walkColumns: ['admins.id'],
  conditions,
  itemsById: async ({ db }, ids) =>
    (await db.selectFrom('admins').selectAll().where('id', 'in', ids).execute()).map(
      toAdminListItem,
    ),
  // A platform has a few dozen admins: counted exactly.
  ownTotal: ({ db }, query) => exactCount(db, 'admins', conditions(query)),
  exportRows: (db) => db.selectFrom('admins').selectAll(),
  // The list has no export (no export columns).
  exportItems: () => [],
};

export function findAdmin(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export { findAdminByEmail } from '../../db/admin-rows.js';

export const insertInvitedAdmin = (
  db: Db,
  admin: { name: string; email: string; role: Role; password_hash: string; now: string },
) => insertAdminRow(db, { ...admin, status: 'invited' });

/** Admins whose role is owner and who may sign in. */
export async function countActiveOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function setRole(db: Db, id: number, role: Role, now: string) {
  return db
    .updateTable('admins')
    .set({ role, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves an admin from one status to another; false when it was not in `from` any more. */
export async function moveStatus(
  db: Db,
  id: number,
  from: AdminStatus,
  to: AdminStatus,
  now: string,
  passwordHash?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ status: to, updated_at: now, ...(passwordHash ? { password_hash: passwordHash } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Invitations: the link carries a random token; the table keeps only its hash.

export function insertInvitation(db: Db, invitation: NewOneTimeToken & { invited_by: number }) {
  return db
    .insertInto('admin_invitations')
    .values({ ...newTokenColumns(invitation), invited_by: invitation.invited_by })
    .execute();
}

/** Ends every unused link of an admin (a new one replaces them, or the admin was deactivated). */
export function voidInvitations(db: Db, adminId: number) {
  return db
    .deleteFrom('admin_invitations')
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
}

export const findInvitationByHash = (db: Db, tokenHash: string) =>
  findOneTimeToken(db, 'admin_invitations', tokenHash);

/** Marks the invitation used; false when another request used it first. */
export const useInvitation = (db: Db, id: number, now: string) =>
  useOneTimeToken(db, 'admin_invitations', id, now);
