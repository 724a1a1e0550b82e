import {
  KYC_MESSAGES,
  type KycDecision,
  type KycDocumentKind,
  type KycStatus,
  type KycVerifyBody,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { nowIso } from '../../lib/time.js';
import { readPrivateDocument, type PrivateDocument } from './kyc-documents.js';
import * as repo from './kyc.repository.js';

const ENTITY = 'kyc_verification';

export type ReviewOutcome = { message: string; verification: repo.KycRowWithReviewer };

type Review = { newStatus: KycDecision | null; comment: string | null | undefined };

/**
 * What a verify request asks for, given the current status: a decision (approved or rejected,
 * from pending or from the other decision) and/or a comment. A status equal to the current one,
 * or none, saves only the comment.
 */
function reviewOf(current: KycStatus, body: KycVerifyBody): Review {
  const requested = body.status;
  if (requested === 'pending' && current !== 'pending') {
    throw AppError.invalid({ status: [KYC_MESSAGES.backToPending] });
  }
  const newStatus =
    requested && requested !== current && requested !== 'pending' ? requested : null;
  if (!newStatus && body.admin_comment === undefined) {
    throw AppError.invalid({ admin_comment: [KYC_MESSAGES.nothingToSave] });
  }
  return { newStatus, comment: body.admin_comment };
}

/** A verification as its audit rows show it. */
const audited = (row: repo.KycRow) => ({ status: row.status, admin_comment: row.admin_comment });

/**
 * Approves or rejects a verification, or saves the admin's comment on it. A status change
 * records who and when; every change writes an audit row. A review that changes nothing writes
 * nothing, not even an audit row (so it cannot go through changeRecord).
 */
export async function reviewVerification(
  context: Context,
  { verificationId, review }: { verificationId: number; review: KycVerifyBody },
): Promise<ReviewOutcome> {
  const now = nowIso();
  return inTransaction(context, async (trx) => {
    const current = await repo.findVerification(trx.db, verificationId);
    if (!current) throw AppError.notFound(KYC_MESSAGES.notFound);
    const { newStatus, comment } = reviewOf(current.status, review);
    const commentChanged = comment !== undefined && comment !== current.admin_comment;
    const changed = newStatus !== null || commentChanged;

    if (changed) {
      const applied = await repo.updateReview(trx.db, verificationId, current.status, {
        ...(newStatus
          ? { status: newStatus, reviewed_at: now, reviewed_by: trx.actor.adminId }
          : {}),
        ...(commentChanged ? { admin_comment: comment } : {}),
        updated_at: now,
      });
      if (!applied) throw AppError.conflict(KYC_MESSAGES.reviewedMeanwhile);
    }

    const verification = await repo.findVerificationWithReviewer(trx.db, verificationId);
    if (!verification) throw AppError.notFound(KYC_MESSAGES.notFound);
    if (changed) {
      await recordAudit(trx, {
        action: newStatus ? 'verify' : 'comment',
        entity: ENTITY,
        entityId: verificationId,
        ...fieldChanges(audited(current), audited(verification)),
      });
    }
    return {
      message: newStatus ? KYC_MESSAGES.statusChanged(newStatus) : KYC_MESSAGES.commentSaved,
      verification,
    };
  });
}

/**
 * Serves one document of a verification from the private folder and records the view. The
 * context acts for the admin a signed link was issued to (see kyc-document-links.ts).
 */
export async function viewDocument(
  context: Context,
  { verificationId, kind }: { verificationId: number; kind: KycDocumentKind },
): Promise<PrivateDocument> {
  const verification = await repo.findVerification(context.db, verificationId);
  if (!verification) throw AppError.notFound(KYC_MESSAGES.notFound);
  const document = await readPrivateDocument(
    context.config.privateDir,
    repo.documentPathOf(verification, kind),
  );
  if (!document) {
    context.log.warn({ verificationId, kind }, 'KYC document missing or not an image');
    throw AppError.notFound(KYC_MESSAGES.documentMissing);
  }
  await recordAudit(context, {
    action: 'view-document',
    entity: ENTITY,
    entityId: verificationId,
    details: { document: kind },
  });
  return document;
}
