import { USER_MESSAGES } from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './users.repository.js';

/** Blocks or unblocks a user; blocking also signs them out of the platform's apps. */
export async function setUserBlocked(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  userId: number,
  blocked: boolean,
): Promise<void> {
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const user = await repo.findUser(trx, userId);
    if (!user) throw AppError.notFound(USER_MESSAGES.notFound);
    if (!(await repo.setBlocked(trx, userId, blocked, now))) {
      throw AppError.conflict(blocked ? USER_MESSAGES.alreadyBlocked : USER_MESSAGES.notBlocked);
    }
    if (blocked) await repo.revokeUserTokens(trx, userId, now);
    await recordAudit({ db: trx }, request, adminId, {
      action: blocked ? 'block' : 'unblock',
      entity: 'user',
      entityId: userId,
      summary: { email: user.email },
    });
  });
}
