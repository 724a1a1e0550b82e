import { sql, type Expression, type Insertable, type Selectable, type SqlBool } from 'kysely';
import {
  KYC_DECISIONS_SHOWN,
  KYC_LIST,
  dayAfter,
  type KycFilter,
  type KycDecisionEntry,
  type KycDocumentKind,
  type KycRecord,
  type KycRecordWithDocuments,
  type KycRecordDetail,
  type KycStats,
  type KycStatus,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { KycDecisionsTable, KycVerificationsTable } from '../../db/schema.js';
import { defaultSortOf, type ExportedOf, type ListTable } from '../../lib/lists/list-table.js';
import { exactTotal } from '../../lib/paging.js';
import { reviewerOf } from '../../lib/reviewer.js';

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

/** The filter's status, `all` read as none. */
const statusOf = (filter: KycFilter): KycStatus | undefined =>
  filter.status === 'all' ? undefined : filter.status;

/** The filter's conditions other than the search term. */
function filterConditions(filter: KycFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const column = (name: string) => sql.ref(`kyc_verifications.${name}`);
  const status = statusOf(filter);
  if (status) conditions.push(sql<SqlBool>`${column('status')} = ${status}`);
  if (filter.id_type) conditions.push(sql<SqlBool>`${column('id_type')} = ${filter.id_type}`);
  if (filter.submitted_from) {
    conditions.push(sql<SqlBool>`${column('submitted_at')} >= ${filter.submitted_from}`);
  }
  if (filter.submitted_to) {
    conditions.push(sql<SqlBool>`${column('submitted_at')} < ${dayAfter(filter.submitted_to)}`);
  }
  return conditions;
}

/** True when the filter narrows more than the status (whose counts are kept by triggers). */
const narrowsBeyondStatus = (filter: KycFilter) =>
  filter.s !== undefined ||
  filter.id_type !== undefined ||
  filter.submitted_from !== undefined ||
  filter.submitted_to !== undefined;

/**
 * The KYC list read from its table (see lib/lists): in submission order, from
 * kyc_status_submitted_idx, kyc_status_id_type_submitted_idx (migration 0027: the review queue
 * of one ID type), kyc_id_type_submitted_idx or kyc_submitted_idx; the page's rows with
 * their reviewer (the documents' links are the caller's, see `toKycRecord`).
 */
export const KYC_TABLE: ListTable<
  KycFilter,
  'submitted_at',
  KycRowWithReviewer,
  KycExportRow,
  ExportedOf<typeof KYC_LIST>
> = {
  table: 'kyc_verifications',
  searchable: true,
  orderKeys: { submitted_at: [sql<string>`${sql.ref('kyc_verifications.submitted_at')}`] },
  defaultSort: defaultSortOf(KYC_LIST),
  walkColumns: [
    'kyc_verifications.id',
    'kyc_verifications.full_name',
    'kyc_verifications.submitted_at',
    'kyc_verifications.status',
    'kyc_verifications.id_type',
  ],
  conditions: filterConditions,
  itemsById: ({ db }, ids) => withReviewer(db).where('k.id', 'in', ids).execute(),
  // A status alone is counted by the counts the triggers keep.
  ownTotal: async ({ db }, filter) => {
    if (narrowsBeyondStatus(filter)) return undefined;
    const stats = await countByStatus(db);
    return exactTotal(stats[statusOf(filter) ?? 'total']);
  },
  exportRows: (db) =>
    db
      .selectFrom('kyc_verifications')
      .select((eb) => [
        'kyc_verifications.id',
        'kyc_verifications.full_name',
        'kyc_verifications.id_type',
        'kyc_verifications.status',
        'kyc_verifications.submitted_at',
        'kyc_verifications.reviewed_at',
        eb
          .selectFrom('admins')
          .select('admins.name')
          .whereRef('admins.id', '=', 'kyc_verifications.reviewed_by')
          .as('reviewer_name'),
      ]),
  // No ID number, no document path.
  exportItems: (_context, rows) =>
    rows.map(({ reviewer_name, ...row }) => ({ ...row, reviewed_by: reviewer_name })),
};

/** A verification as the CSV export reads it: no ID number, no document path. */
type KycExportRow = Pick<
  KycRow,
  'id' | 'full_name' | 'id_type' | 'status' | 'submitted_at' | 'reviewed_at'
> & { reviewer_name: string | null };

/** Counts by status, read from kyc_status_counts (kept by triggers, migration 0008). */
export async function countByStatus(db: Db): Promise<KycStats> {
  const rows = await db.selectFrom('kyc_status_counts').select(['status', 'n']).execute();
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

type ReviewChanges = {
  status?: KycStatus;
  admin_comment?: string | null;
  /** Null when the verification goes back to pending (an undone decision). */
  reviewed_at?: string | null;
  reviewed_by?: number | null;
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

const documentLinksOf = (verificationId: number, linkTo: DocumentLink) => ({
  id_front_url: linkTo(verificationId, 'id-front'),
  selfie_url: linkTo(verificationId, 'selfie'),
});

/** One verification of the list; without document links for a role that may not open them. */
export const toKycRecord = (row: KycRowWithReviewer, linkTo: DocumentLink | null): KycRecord => ({
  id: row.id,
  user_id: row.user_id,
  full_name: row.full_name,
  id_type: row.id_type,
  id_number: row.id_number,
  status: row.status,
  submitted_at: row.submitted_at,
  reviewed_at: row.reviewed_at,
  reviewed_by: reviewerOf(row),
  admin_comment: row.admin_comment,
  ...(linkTo ? documentLinksOf(row.id, linkTo) : { id_front_url: null, selfie_url: null }),
});

/** One verification with its document links (for `kyc.review`: a record opened or decided). */
export const toKycRecordWithDocuments = (
  row: KycRowWithReviewer,
  linkTo: DocumentLink,
): KycRecordWithDocuments => ({
  ...toKycRecord(row, linkTo),
  ...documentLinksOf(row.id, linkTo),
});

type KycDecisionRow = Selectable<KycDecisionsTable> & { admin_name: string | null };

/** Writes one decision of the history; run in the transaction of the decision itself. */
export async function insertDecision(
  db: Db,
  decision: Insertable<KycDecisionsTable>,
): Promise<void> {
  await db.insertInto('kyc_decisions').values(decision).execute();
}

/** A verification's decisions, newest first (kyc_decisions_verification_idx), with who decided. */
export function listDecisions(db: Db, verificationId: number): Promise<KycDecisionRow[]> {
  return db
    .selectFrom('kyc_decisions as d')
    .leftJoin('admins as a', 'a.id', 'd.admin_id')
    .selectAll('d')
    .select('a.name as admin_name')
    .where('d.verification_id', '=', verificationId)
    .orderBy('d.id', 'desc')
    .limit(KYC_DECISIONS_SHOWN)
    .execute();
}

const toDecisionEntry = (row: KycDecisionRow): KycDecisionEntry => ({
  id: row.id,
  from_status: row.from_status,
  to_status: row.to_status,
  decided_at: row.decided_at,
  decided_by:
    row.admin_id !== null && row.admin_name !== null
      ? { id: row.admin_id, name: row.admin_name }
      : null,
  reason: row.reason,
  reason_text: row.reason_text,
  comment: row.comment,
});

/** The record with why it stands rejected (its latest decision's reason) and its decisions. */
export function toKycRecordDetail(
  row: KycRowWithReviewer,
  decisions: KycDecisionRow[],
  linkTo: DocumentLink,
): KycRecordDetail {
  const latest = decisions[0];
  const rejection =
    row.status === 'rejected' && latest?.to_status === 'rejected' && latest.reason !== null
      ? { reason: latest.reason, reason_text: latest.reason_text }
      : null;
  return {
    ...toKycRecordWithDocuments(row, linkTo),
    rejection,
    decisions: decisions.map(toDecisionEntry),
  };
}
