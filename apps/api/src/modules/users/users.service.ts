import { USER_MESSAGES } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { changeRecord } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './users.repository.js';

/** Blocks or unblocks a user; blocking also signs them out of the platform's apps. */
export async function setUserBlocked(
  context: Context,
  { userId, blocked }: { userId: number; blocked: boolean },
): Promise<void> {
  const now = nowIso();
  const user = {
    entity: 'user',
    id: userId,
    load: repo.findUser,
    notFound: USER_MESSAGES.notFound,
  };
  await changeRecord(context, user, async ({ db }, row) => {
    if (!(await repo.setBlocked(db, userId, blocked, now))) {
      throw AppError.conflict(blocked ? USER_MESSAGES.alreadyBlocked : USER_MESSAGES.notBlocked);
    }
    if (blocked) await repo.revokeUserTokens(db, userId, now);
    return {
      action: blocked ? 'block' : 'unblock',
      before: { email: row.email, blocked: row.is_blocked === 1 },
      after: { email: row.email, blocked },
      result: undefined,
    };
  });
}
