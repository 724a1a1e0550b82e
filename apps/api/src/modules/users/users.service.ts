import {
  USER_MESSAGES,
  USERS_LIST,
  type BulkResult,
  type UserBulkAction,
  type UsersFilter,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { AlreadySo, runBulk } from '../../lib/bulk.js';
import { changeRecord } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { listCsv } from '../../lib/lists/list-export.js';
import { idsMatching, pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import { deleteUser } from '../record-edits/record-edits.service.js';
import * as repo from './users.repository.js';

const userRecord = recordKind('user', repo.findUser, USER_MESSAGES.notFound);

/**
 * Blocks or unblocks a user; blocking also signs them out of the platform's apps. A user already
 * in that state is a conflict (409), or AlreadySo when `alreadySo` is 'skip' (bulk actions).
 */
export async function setUserBlocked(
  context: Context,
  {
    userId,
    blocked,
    alreadySo = 'conflict',
  }: { userId: number; blocked: boolean; alreadySo?: 'conflict' | 'skip' },
): Promise<void> {
  const now = nowIso();
  await changeRecord(context, userRecord(userId), async ({ db }, row) => {
    if (!(await repo.setBlocked(db, userId, blocked, now))) {
      const message = blocked ? USER_MESSAGES.alreadyBlocked : USER_MESSAGES.notBlocked;
      throw alreadySo === 'skip' ? new AlreadySo(message) : AppError.conflict(message);
    }
    if (blocked) await repo.revokeUserTokens(db, userId, now);
    return {
      action: blocked ? 'block' : 'unblock',
      before: { blocked: row.is_blocked === 1 },
      after: { blocked },
      details: { email: row.email },
      result: undefined,
    };
  });
}

/** Blocks or unblocks many users (named by ids or by the list's filter), each on its own. */
export function bulkSetUsersBlocked(
  context: Context,
  input: { action: UserBulkAction; ids?: number[] | undefined; filter?: UsersFilter | undefined },
): Promise<BulkResult> {
  const { action } = input;
  return runBulk(context, input, {
    idsMatching: (context, filter, limit) => idsMatching(context, repo.USERS_TABLE, filter, limit),
    apply: (trx, userId) =>
      action === 'delete'
        ? deleteUser(trx, userId)
        : setUserBlocked(trx, { userId, blocked: action === 'block', alreadySo: 'skip' }),
  });
}

/** A page of the users list. */
export const listUsers = (context: ListContext, query: PageQuery<UsersFilter>) =>
  pageOf(context, repo.USERS_TABLE, query);

/** The users list's CSV export. */
export const exportUsers = (context: ListContext, query: UsersFilter) =>
  listCsv(context, USERS_LIST, repo.USERS_TABLE, query);
