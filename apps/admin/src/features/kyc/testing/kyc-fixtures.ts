import {
  PAGE_SIZES,
  type endpoints,
  type KycDecisionEntry,
  type KycRecord,
  type KycRecordWithDocuments,
  type KycRecordDetail,
  type KycStats,
  type ResponseOf,
} from '@job-board/contract';
import { pagedBody } from '../../../testing/paged-body';

/** A verification as the API returns it to a reviewer, every field present. */
export function kycRecord(overrides: Partial<KycRecordWithDocuments> = {}): KycRecordWithDocuments {
  const id = overrides.id ?? 1;
  return {
    id,
    user_id: 40 + id,
    full_name: 'Grace Hopper',
    id_type: 'Passport',
    id_number: 'P1234567',
    status: 'pending',
    submitted_at: '2026-03-05T10:30:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
    admin_comment: null,
    id_front_url: `/api/kyc-documents/${id}/id-front?admin=1&expires=9&signature=a`,
    selfie_url: `/api/kyc-documents/${id}/selfie?admin=1&expires=9&signature=b`,
    ...overrides,
  };
}

/** A verification as its detail answer gives it: no rejection and no decisions unless given. */
export function kycDetail(overrides: Partial<KycRecordDetail> = {}): KycRecordDetail {
  return { ...kycRecord(overrides), rejection: null, decisions: [], ...overrides };
}

/** One decision of a verification's history. */
export function kycDecision(overrides: Partial<KycDecisionEntry> = {}): KycDecisionEntry {
  return {
    id: 1,
    from_status: 'pending',
    to_status: 'approved',
    decided_at: '2026-03-06T08:15:00.000Z',
    decided_by: { id: 1, name: 'Ada Lovelace' },
    reason: null,
    reason_text: null,
    comment: null,
    ...overrides,
  };
}

export const someStats: KycStats = { total: 42, pending: 7, approved: 30, rejected: 5 };

/** The list answer: page `page` of `lastPage` holding `records`, with the counts. */
export function kycListBody(
  records: KycRecord[],
  {
    page = 1,
    lastPage = 1,
    stats = someStats,
  }: { page?: number; lastPage?: number; stats?: KycStats } = {},
): ResponseOf<typeof endpoints.kyc.list> {
  return {
    result: true,
    verifications: pagedBody(records, page, lastPage, PAGE_SIZES.kyc),
    stats,
  };
}

/** A failure of a KYC call: identity-data answers repeat the message as `error`. */
export function kycFailure(message: string, errors?: Record<string, string[]>) {
  return { result: false as const, message, error: message, ...(errors ? { errors } : {}) };
}
