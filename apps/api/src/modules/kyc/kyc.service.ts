import {
  KYC_LIST,
  KYC_MESSAGES,
  type BulkResult,
  type KycBulkBody,
  type KycDecision,
  type KycDocumentKind,
  type KycFilter,
  type KycNextQuery,
  type KycRejectionReason,
  type KycStatus,
  type KycVerifyBody,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { AlreadySo, runBulk } from '../../lib/bulk.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { listCsv } from '../../lib/lists/list-export.js';
import { nextInOrder } from '../../lib/lists/list-next.js';
import { idsMatching, pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import { nowIso } from '../../lib/time.js';
import { fileStoreOf } from '../../lib/storage/index.js';
import { readPrivateDocument, type PrivateDocument } from './kyc-documents.js';
import * as repo from './kyc.repository.js';

const ENTITY = 'kyc_verification';

type ReviewOutcome = {
  message: string;
  verification: repo.KycRowWithReviewer;
  /** Whether the review was a decision (approve, reject), which can be undone. */
  decided: boolean;
};

type Review = {
  newStatus: KycDecision | null;
  comment: string | null | undefined;
  /** A rejection's reason; the contract lets it come only with status rejected. */
  reason: { reason: KycRejectionReason; text: string | null } | null;
};

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
  if (body.reason !== undefined && newStatus !== 'rejected') {
    // Already rejected: this is no decision, so it has no reason to record.
    throw AppError.invalid({ reason: [KYC_MESSAGES.reasonOnlyWithRejection] });
  }
  if (!newStatus && body.admin_comment === undefined) {
    throw AppError.invalid({ admin_comment: [KYC_MESSAGES.nothingToSave] });
  }
  const reason = body.reason ? { reason: body.reason, text: body.reason_text ?? null } : null;
  return { newStatus, comment: body.admin_comment, reason };
}

/** A verification as its audit rows show it. */
const audited = (row: repo.KycRow) => ({ status: row.status, admin_comment: row.admin_comment });

/**
 * Approves or rejects a verification, or saves the admin's comment on it. A status change
 * records who and when, and writes a row of the decision history (from → to, the rejection's
 * reason, the comment as it then stands) in the same transaction; every change writes an audit
 * row. A review that changes nothing writes
 * nothing, not even an audit row (so it cannot go through changeRecord).
 */
export async function reviewVerification(
  context: Context,
  {
    verificationId,
    review,
    alreadySo = 'comment',
  }: {
    verificationId: number;
    review: KycVerifyBody;
    /** A decision the record already has: save only the comment, or skip it (bulk actions). */
    alreadySo?: 'comment' | 'skip';
  },
): Promise<ReviewOutcome> {
  const now = nowIso();
  return inTransaction(context, async (trx) => {
    const current = await repo.findVerification(trx.db, verificationId);
    if (!current) throw AppError.notFound(KYC_MESSAGES.notFound);
    if (alreadySo === 'skip' && current.status !== 'pending' && review.status === current.status) {
      throw new AlreadySo(KYC_MESSAGES.alreadyDecided(current.status));
    }
    const { newStatus, comment, reason } = reviewOf(current.status, review);
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
    if (newStatus) {
      await repo.insertDecision(trx.db, {
        verification_id: verificationId,
        admin_id: trx.actor.adminId,
        from_status: current.status,
        to_status: newStatus,
        reason: reason?.reason ?? null,
        reason_text: reason?.text ?? null,
        comment: verification.admin_comment,
        decided_at: now,
      });
    }
    if (changed) {
      await recordAudit(trx, {
        action: newStatus ? 'verify' : 'comment',
        entity: ENTITY,
        entityId: verificationId,
        ...fieldChanges(audited(current), audited(verification)),
        ...(reason ? { details: { reason: reason.reason, reason_text: reason.text } } : {}),
      });
    }
    return {
      message: newStatus ? KYC_MESSAGES.statusChanged(newStatus) : KYC_MESSAGES.commentSaved,
      verification,
      decided: newStatus !== null,
    };
  });
}

/**
 * Sets a verification back from the status a decision set (`from`) to the one it had (`to`,
 * normally pending): the undo of that decision from the audit log (audit-revert.ts runs it as a
 * revert). Like a decision it is conditional on the status, so a decision made since, even one
 * committed while this runs, makes it a 409; it writes a row of the decision history
 * (`to_status` pending for an undone first decision) and an audit row.
 */
export async function setBackDecision(
  context: Context,
  { verificationId, from, to }: { verificationId: number; from: KycStatus; to: KycStatus },
): Promise<void> {
  const now = nowIso();
  await inTransaction(context, async (trx) => {
    const current = await repo.findVerification(trx.db, verificationId);
    if (!current) throw AppError.notFound(KYC_MESSAGES.notFound);
    if (current.status !== from) throw AppError.conflict(KYC_MESSAGES.reviewedMeanwhile);
    const decided = to !== 'pending';
    const applied = await repo.updateReview(trx.db, verificationId, from, {
      status: to,
      reviewed_at: decided ? now : null,
      reviewed_by: decided ? trx.actor.adminId : null,
      updated_at: now,
    });
    if (!applied) throw AppError.conflict(KYC_MESSAGES.reviewedMeanwhile);
    await repo.insertDecision(trx.db, {
      verification_id: verificationId,
      admin_id: trx.actor.adminId,
      from_status: from,
      to_status: to,
      reason: null,
      reason_text: null,
      comment: current.admin_comment,
      decided_at: now,
    });
    await recordAudit(trx, {
      action: 'verify',
      entity: ENTITY,
      entityId: verificationId,
      before: { status: from },
      after: { status: to },
    });
  });
}

/**
 * Approves or rejects many verifications (named by ids or by the list's filter) with one comment
 * and, for a rejection, one reason: each is decided in its own transaction by
 * reviewVerification (its decision row and audit row with it); one already so is skipped.
 */
export function bulkReviewVerifications(context: Context, input: KycBulkBody): Promise<BulkResult> {
  const review: KycVerifyBody = {
    status: input.action === 'approve' ? 'approved' : 'rejected',
    admin_comment: input.admin_comment,
    reason: input.reason,
    reason_text: input.reason_text,
  };
  return runBulk(context, input, {
    idsMatching: (context, filter, limit) => idsMatching(context, repo.KYC_TABLE, filter, limit),
    apply: async (each, verificationId) => {
      await reviewVerification(each, { verificationId, review, alreadySo: 'skip' });
    },
  });
}

/** One verification with its decision history, newest decision first. */
export async function verificationDetail(
  context: Context,
  { verificationId }: { verificationId: number },
) {
  const row = await repo.findVerificationWithReviewer(context.db, verificationId);
  if (!row) throw AppError.notFound(KYC_MESSAGES.notFound);
  return { row, decisions: await repo.listDecisions(context.db, verificationId) };
}

/**
 * Serves one document of a verification from the private store and records the view. The
 * context acts for the admin a signed link was issued to (see kyc-document-links.ts).
 */
export async function viewDocument(
  context: Context,
  { verificationId, kind }: { verificationId: number; kind: KycDocumentKind },
): Promise<PrivateDocument> {
  const verification = await repo.findVerification(context.db, verificationId);
  if (!verification) throw AppError.notFound(KYC_MESSAGES.notFound);
  const document = await readPrivateDocument(
    fileStoreOf(context),
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

/** A page of the KYC list: the verifications with their reviewer. */
export const listVerifications = (context: ListContext, query: PageQuery<KycFilter>) =>
  pageOf(context, repo.KYC_TABLE, query);

/**
 * The review queue in the KYC list's order and with its search and filters: the next pending
 * verification after `after`, wrapping round to the first; undefined when none other is pending.
 * Read afresh from the table each time, so records other reviewers decided meanwhile are passed.
 * Without a sort the queue is oldest submitted first (kyc_status_submitted_idx).
 */
export function nextPendingVerification(
  context: ListContext,
  { after, sort, ...filter }: KycNextQuery,
): Promise<number | undefined> {
  const queue: KycFilter = {
    ...filter,
    status: 'pending',
    sort: sort ?? { field: 'submitted_at', direction: 'asc' },
  };
  return nextInOrder(context, repo.KYC_TABLE, queue, after);
}

/** The KYC list's CSV export: identity data (ID numbers, documents) stays on screen. */
export const exportVerifications = (context: ListContext, query: KycFilter) =>
  listCsv(context, KYC_LIST, repo.KYC_TABLE, query);
