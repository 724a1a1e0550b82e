import {
  can,
  KYC_DOCUMENT_LINK_MINUTES,
  KYC_MESSAGES,
  PERMISSION_MESSAGES,
  type KycDocumentKind,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { findById } from '../../db/rows.js';
import { AppError } from '../../lib/app-error.js';
import { checkLink, expiryAfter, signLink, type SignedFields } from '../../lib/signed-links.js';
import { signingKey } from '../../lib/signing-keys.js';
import type { DocumentLink } from './kyc.repository.js';

/**
 * KYC documents are shown in <img> tags, which cannot send a bearer token, so each record carries
 * short-lived links signed for the admin who received it: the document route trusts the
 * signature instead of a session, and knows whom to record in the audit log.
 * The links are relative to the origin (`/api/kyc-documents/…`), never built from APP_URL: the
 * admin app loads them from whatever address it was opened on (localhost, 127.0.0.1, a proxy's
 * name), which is the origin the page's content policy allows images from.
 */
export const KYC_DOCUMENT_PATH = '/api/kyc-documents/';

const PURPOSE = 'kyc-document';

const signedFields = (verificationId: number, kind: KycDocumentKind, adminId: number) =>
  ({ purpose: PURPOSE, values: [verificationId, kind, adminId] }) satisfies SignedFields;

/** Signs links for one admin, valid KYC_DOCUMENT_LINK_MINUTES from `now`. */
export async function documentLinksFor(
  deps: AppDeps,
  adminId: number,
  now = new Date(),
): Promise<DocumentLink> {
  const key = await signingKey(deps.db, PURPOSE);
  const expires = expiryAfter(now, KYC_DOCUMENT_LINK_MINUTES);
  return (verificationId, kind) => {
    const query = new URLSearchParams({
      admin: String(adminId),
      expires: String(expires),
      signature: signLink(key, signedFields(verificationId, kind, adminId), expires),
    });
    return `${KYC_DOCUMENT_PATH}${verificationId}/${kind}?${query.toString()}`;
  };
}

type DocumentLinkQuery = { admin?: string; expires?: string; signature?: string };

/**
 * The id of the admin a document link was signed for; 403 when it is forged or expired, or when
 * that admin has since been removed or deactivated or no longer holds `kyc.review` (the admin is
 * re-read at every use, so a demoted admin's links stop working at once).
 */
export async function adminOfDocumentLink(
  deps: AppDeps,
  verificationId: number,
  kind: KycDocumentKind,
  query: DocumentLinkQuery,
): Promise<number> {
  if (!query.admin || !/^[1-9]\d{0,9}$/.test(query.admin)) {
    throw AppError.forbidden(KYC_MESSAGES.linkInvalid);
  }
  const adminId = Number(query.admin);
  const key = await signingKey(deps.db, PURPOSE);
  const fields = signedFields(verificationId, kind, adminId);
  switch (checkLink(key, fields, query.expires, query.signature, new Date())) {
    case 'valid': {
      const admin = await findById(deps.db, 'admins', adminId);
      if (!admin || admin.status !== 'active') throw AppError.forbidden(KYC_MESSAGES.linkInvalid);
      if (!can(admin.role, 'kyc.review')) throw AppError.forbidden(PERMISSION_MESSAGES.forbidden);
      return adminId;
    }
    case 'expired':
      throw AppError.forbidden(KYC_MESSAGES.linkExpired);
    case 'invalid':
      throw AppError.forbidden(KYC_MESSAGES.linkInvalid);
  }
}
