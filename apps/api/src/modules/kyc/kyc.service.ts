import {
  KYC_MESSAGES,
  type KycDecision,
  type KycDocumentKind,
  type KycStatus,
  type KycVerifyBody,
} from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import { findAdminById } from '../auth/auth.repository.js';
import { adminOfDocumentLink, type DocumentLinkQuery } from './kyc-document-links.js';
import { readPrivateDocument, type PrivateDocument } from './kyc-documents.js';
import * as repo from './kyc.repository.js';

const AUDIT_ENTITY = 'kyc_verification';

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

/**
 * Approves or rejects a verification, or saves the admin's comment on it. A status change
 * records who and when; every change writes an audit row.
 */
export async function reviewVerification(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
  body: KycVerifyBody,
): Promise<ReviewOutcome> {
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    const current = await repo.findVerification(trx, id);
    if (!current) throw AppError.notFound(KYC_MESSAGES.notFound);
    const { newStatus, comment } = reviewOf(current.status, body);
    const commentChanged = comment !== undefined && comment !== current.admin_comment;

    if (newStatus || commentChanged) {
      const applied = await repo.updateReview(trx, id, current.status, {
        ...(newStatus ? { status: newStatus, reviewed_at: now, reviewed_by: adminId } : {}),
        ...(commentChanged ? { admin_comment: comment } : {}),
        updated_at: now,
      });
      if (!applied) throw AppError.conflict(KYC_MESSAGES.reviewedMeanwhile);
      await recordAudit({ db: trx }, request, adminId, {
        action: newStatus ? 'verify' : 'comment',
        entity: AUDIT_ENTITY,
        entityId: id,
        summary: newStatus
          ? { from: current.status, to: newStatus, comment_changed: commentChanged }
          : { status: current.status, comment_changed: true },
      });
    }

    const verification = await repo.findVerificationWithReviewer(trx, id);
    if (!verification) throw AppError.notFound(KYC_MESSAGES.notFound);
    return {
      message: newStatus ? KYC_MESSAGES.statusChanged(newStatus) : KYC_MESSAGES.commentSaved,
      verification,
    };
  });
}

/**
 * Serves one document through a signed link: checks the link, reads the file from the private
 * folder and records the view against the admin the link was signed for.
 */
export async function viewDocument(
  deps: AppDeps,
  request: FastifyRequest,
  id: number,
  kind: KycDocumentKind,
  link: DocumentLinkQuery,
): Promise<PrivateDocument> {
  const adminId = await adminOfDocumentLink(deps, id, kind, link);
  // A link stops working once the admin it was signed for is removed.
  if (!(await findAdminById(deps.db, adminId))) throw AppError.forbidden(KYC_MESSAGES.linkInvalid);
  const verification = await repo.findVerification(deps.db, id);
  if (!verification) throw AppError.notFound(KYC_MESSAGES.notFound);
  const document = await readPrivateDocument(
    deps.config.privateDir,
    repo.documentPathOf(verification, kind),
  );
  if (!document) {
    request.log.warn({ verificationId: id, kind }, 'KYC document missing or not an image');
    throw AppError.notFound(KYC_MESSAGES.documentMissing);
  }
  await recordAudit(deps, request, adminId, {
    action: 'view-document',
    entity: AUDIT_ENTITY,
    entityId: id,
    summary: { document: kind },
  });
  return document;
}
