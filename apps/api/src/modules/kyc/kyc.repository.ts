import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  KYC_DECISIONS_SHOWN,
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
import type { Db, DialectName } from '../../db/database.js';
import type { Database, KycDecisionsTable, KycVerificationsTable } from '../../db/schema.js';
import {
  allOf,
  filteredTotal,
  inIdOrder,
  pageWindow,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';
import { containsTerm, matchesSearch } from '../../lib/search.js';

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

/** The contract's filter query as the repository reads it. */
type KycListFilter = {
  /** The full name contains it (case-insensitively). */
  search?: string | undefined;
  /** The database's dialect, which the search condition depends on. */
  dialect: DialectName;
  status?: KycStatus | undefined;
  idType?: string | undefined;
  /** Submitted on or after this day (YYYY-MM-DD, UTC). */
  submittedFrom?: string | undefined;
  /** Submitted on or before this day (YYYY-MM-DD, UTC). */
  submittedTo?: string | undefined;
  /** The submission order: newest first (the default) or oldest first. */
  direction: 'asc' | 'desc';
};

export const kycFilterOf = (query: KycFilter, dialect: DialectName): KycListFilter => ({
  search: query.s,
  dialect,
  status: query.status === 'all' ? undefined : query.status,
  idType: query.id_type,
  submittedFrom: query.submitted_from,
  submittedTo: query.submitted_to,
  direction: query.sort?.direction ?? 'desc',
});

/** True when the filter narrows more than the status (whose counts are kept by triggers). */
export const narrowsBeyondStatus = (filter: KycListFilter) =>
  filter.search !== undefined ||
  filter.idType !== undefined ||
  filter.submittedFrom !== undefined ||
  filter.submittedTo !== undefined;

/**
 * The filter's conditions. The search is answered from the trigram index (`index`, for a page,
 * a count or a bulk selection), or tested on each row read (`walk`, for the export's keyset walk
 * along the submission order, which never materialises the match set, and for the rows of a
 * sample).
 */
function filterConditions(
  filter: KycListFilter,
  search: 'index' | 'walk' = 'index',
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search) {
    const match = search === 'index' ? matchesSearch : containsTerm;
    conditions.push(match(filter.dialect, 'kyc_verifications', filter.search));
  }
  const column = (name: string) => sql.ref(`kyc_verifications.${name}`);
  if (filter.status) conditions.push(sql`${column('status')} = ${filter.status}`);
  if (filter.idType) conditions.push(sql`${column('id_type')} = ${filter.idType}`);
  if (filter.submittedFrom) {
    conditions.push(sql`${column('submitted_at')} >= ${filter.submittedFrom}`);
  }
  if (filter.submittedTo) {
    conditions.push(sql`${column('submitted_at')} < ${dayAfter(filter.submittedTo)}`);
  }
  return conditions;
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'kyc_verifications', O>,
  filter: KycListFilter,
  search: 'index' | 'walk' = 'index',
) {
  let where = query;
  for (const condition of filterConditions(filter, search)) where = where.where(condition);
  return where;
}

/**
 * In submission order (newest first by default): the page's ids from kyc_status_submitted_idx
 * (or kyc_submitted_idx for all) alone, so a deep page walks the index only, either way; then
 * those rows with their reviewer.
 */
export async function listVerifications(
  db: Db,
  filter: KycListFilter,
  page: PageRequest,
): Promise<KycRowWithReviewer[]> {
  const { limit, offset } = pageWindow(page);
  const pageIds = (
    await filtered(db.selectFrom('kyc_verifications').select('kyc_verifications.id'), filter)
      .orderBy('kyc_verifications.submitted_at', filter.direction)
      .orderBy('kyc_verifications.id', filter.direction)
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.id);
  if (pageIds.length === 0) return [];
  return inIdOrder(pageIds, await withReviewer(db).where('k.id', 'in', pageIds).execute());
}

/**
 * How many verifications the filter selects: exact up to EXACT_COUNT_LIMIT, past that estimated
 * from a sample (`filteredTotal`), so a common term costs a bounded count, not a count of all its
 * matches.
 */
export function countVerifications(db: Db, filter: KycListFilter): Promise<Total> {
  return filteredTotal(
    db,
    'kyc_verifications',
    filtered(db.selectFrom('kyc_verifications').select('kyc_verifications.id'), filter),
    allOf(filterConditions(filter, 'walk')),
  );
}

/** Ids of the verifications a filter selects, in its submission order, at most `limit`. */
export async function verificationIdsMatching(
  db: Db,
  filter: KycListFilter,
  limit: number,
): Promise<number[]> {
  const rows = await filtered(
    db.selectFrom('kyc_verifications').select('kyc_verifications.id'),
    filter,
  )
    .orderBy('kyc_verifications.submitted_at', filter.direction)
    .orderBy('kyc_verifications.id', filter.direction)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A verification as the CSV export shows it: no ID number, no document path. */
export type KycExportRow = Pick<
  KycRow,
  'id' | 'full_name' | 'id_type' | 'status' | 'submitted_at' | 'reviewed_at'
> & { reviewer_name: string | null };

export type KycExportCursor = readonly [submittedAt: string, id: number];

/**
 * One batch of the export, in the filter's submission order, after `cursor` (the previous
 * batch's last submission time and id): keyset paging along kyc_submitted_idx.
 */
export function verificationExportBatch(
  db: Db,
  filter: KycListFilter,
  cursor: KycExportCursor | null,
  limit: number,
): Promise<KycExportRow[]> {
  let query = filtered(
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
    filter,
    'walk',
  );
  if (cursor) {
    const [submittedAt, id] = cursor;
    const after = filter.direction === 'desc' ? '<' : '>';
    query = query.where((eb) =>
      eb.or([
        eb('kyc_verifications.submitted_at', after, submittedAt),
        eb.and([
          eb('kyc_verifications.submitted_at', '=', submittedAt),
          eb('kyc_verifications.id', after, id),
        ]),
      ]),
    );
  }
  return query
    .orderBy('kyc_verifications.submitted_at', filter.direction)
    .orderBy('kyc_verifications.id', filter.direction)
    .limit(limit)
    .execute();
}

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

const documentLinksOf = (verificationId: number, linkTo: DocumentLink) => ({
  id_front_url: linkTo(verificationId, 'id-front'),
  selfie_url: linkTo(verificationId, 'selfie'),
});

/** One verification of the list; without document links for a role that may not open them. */
export const toKycRecord = (row: KycRowWithReviewer, linkTo: DocumentLink | null): KycRecord => ({
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

/**
 * The review queue: pending verifications, oldest submitted first (kyc_status_submitted_idx).
 * The one after `after` in that order, else (wrapping round) the first other than `after`;
 * undefined when none is pending. `after` need not be pending any more, nor exist.
 */
export async function nextPendingId(
  db: Db,
  after: number | undefined,
): Promise<number | undefined> {
  const pending = db
    .selectFrom('kyc_verifications')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('submitted_at')
    .orderBy('id')
    .limit(1);
  const current =
    after === undefined
      ? undefined
      : await db
          .selectFrom('kyc_verifications')
          .select(['id', 'submitted_at'])
          .where('id', '=', after)
          .executeTakeFirst();
  if (current) {
    const following = await pending
      .where((eb) =>
        eb.or([
          eb('submitted_at', '>', current.submitted_at),
          eb.and([eb('submitted_at', '=', current.submitted_at), eb('id', '>', current.id)]),
        ]),
      )
      .executeTakeFirst();
    if (following) return following.id;
  }
  const first = await (
    after === undefined ? pending : pending.where('id', '<>', after)
  ).executeTakeFirst();
  return first?.id;
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
