import type { Selectable } from 'kysely';
import type { UserListItem } from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db, DialectName } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';
import { matchesSearch } from '../../lib/search.js';
import { byName } from '../../lib/sorting.js';
import { publicImageUrl } from '../../lib/uploads.js';

export type UserRow = Selectable<UsersTable>;

export type UserListFilter = { search?: string; direction: 'asc' | 'desc' };

export async function listUsers(
  db: Db,
  dialect: DialectName,
  filter: UserListFilter,
  page: PageRequest,
): Promise<{ rows: UserRow[]; total: number }> {
  let query = db.selectFrom('users');
  if (filter.search) query = query.where(matchesSearch(dialect, 'users', filter.search));
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(byName('users.first_name'), filter.direction)
      .orderBy('id', filter.direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets the flag only if it differs; false when it already had that value. */
export async function setBlocked(
  db: Db,
  id: number,
  blocked: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_blocked: blocked ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('is_blocked', '=', blocked ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function revokeUserTokens(db: Db, userId: number, now: string) {
  return db
    .updateTable('user_access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export const toUserListItem = (config: Config, row: UserRow): UserListItem => ({
  id: row.id,
  profile_picture: publicImageUrl(config, row.profile_picture),
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  profession: row.profession,
  blocked: row.is_blocked === 1,
});
