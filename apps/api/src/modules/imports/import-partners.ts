import { RECORD_EDIT_MESSAGES, type UpdatePartnerBody } from '@job-board/contract';
import { createRecord } from '../../lib/change-record.js';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import { AppError } from '../../lib/app-error.js';
import type { Context } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './imports.repository.js';

/**
 * Creates a partner from an import row, by the rules of the partner form (its fields and the
 * unique email), with its audit row. Partners are otherwise created by the platform's sign-up.
 */
export function createPartner(context: Context, body: UpdatePartnerBody): Promise<number> {
  const now = nowIso();
  return createRecord(context, 'partner', async ({ db }) => {
    if (await repo.partnerEmailTaken(db, body.email)) {
      throw AppError.conflict(RECORD_EDIT_MESSAGES.partnerEmailTaken);
    }
    const id = await conflictOnDuplicate(
      () => repo.insertPartner(db, { ...body, now }),
      RECORD_EDIT_MESSAGES.partnerEmailTaken,
    );
    return { id, action: 'create', after: body, result: id };
  });
}
