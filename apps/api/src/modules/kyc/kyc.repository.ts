import type { Selectable } from 'kysely';
import type { KycDocumentKind, KycRecord, KycStats, KycStatus } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { KycVerificationsTable } from '../../db/schema.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';

export type KycRow = Selectable<KycVerificationsTable>;
export type KycRowWithReviewer = KycRow & { reviewer_name: string | null };

/** Builds the signed link to one document of a verification. */
export type DocumentLink = (verificationId: number, kind: KycDocumentKind) => string;

const withReviewer = (db: Db) =>
  db
    .selectFrom('kyc_verifications as k')
    .leftJoin('admins as a', 'a.id', 'k.reviewed_by')
    .selectAll('k')
    .select('a.name as reviewer_name');

/** Newest submitted first; served by kyc_status_submitted_idx, or kyc_submitted_idx for all. */
export function listVerifications(
  db: Db,
  status: KycStatus | undefined,
  page: PageRequest,
): Promise<KycRowWithReviewer[]> {
  const { limit, offset } = pageWindow(page);
  let query = withReviewer(db);
  if (status) query = query.where('k.status', '=', status);
  return query
    .orderBy('k.submitted_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Counts by status in one grouped query (an index-only scan of kyc_status_submitted_idx). */
export async function countByStatus(db: Db): Promise<KycStats> {
  const rows = await db
    .selectFrom('kyc_verifications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const stats: KycStats = { total: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    stats[row.status] = Number(row.n);
    stats.total += Number(row.n);
  }
  return stats;
}

export function findVerificationWithReviewer(db: Db, id: number) {
  return withReviewer(db).where('k.id', '=', id).executeTakeFirst();
}

export function findVerification(db: Db, id: number): Promise<KycRow | undefined> {
  return db.selectFrom('kyc_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ReviewChanges = {
  status?: KycStatus;
  admin_comment?: string | null;
  reviewed_at?: string;
  reviewed_by?: number;
  updated_at: string;
};

/**
 * Applies a review only while the status is still the one the decision was based on; false when
 * another request changed it in between.
 */
export async function updateReview(
  db: Db,
  id: number,
  expectedStatus: KycStatus,
  changes: ReviewChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('kyc_verifications')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const documentPathOf = (row: KycRow, kind: KycDocumentKind): string =>
  kind === 'id-front' ? row.id_front_path : row.selfie_path;

export const toKycRecord = (row: KycRowWithReviewer, linkTo: DocumentLink): KycRecord => ({
  id: row.id,
  full_name: row.full_name,
  id_type: row.id_type,
  id_number: row.id_number,
  status: row.status,
  submitted_at: row.submitted_at,
  reviewed_at: row.reviewed_at,
  reviewed_by:
    row.reviewed_by !== null && row.reviewer_name !== null
      ? { id: row.reviewed_by, name: row.reviewer_name }
      : null,
  admin_comment: row.admin_comment,
  id_front_url: linkTo(row.id, 'id-front'),
  selfie_url: linkTo(row.id, 'selfie'),
});
