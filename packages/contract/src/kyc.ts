import { z } from './zod.js';
import { bulkResponse, listBulkBody } from './bulk.js';
import { dataEnvelope, pagedList } from './envelopes.js';
import { CSV_FILE_TYPE } from './list-filters.js';
import { creationOrder, csvColumns, dayRangeFilters } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { PAGE_SIZES, blankAsMissing, idParams } from './lists.js';
import { defineEndpoints } from './endpoint.js';
import { withoutMarkup } from './fields.js';

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** What an admin may set: a verification never goes back to pending. */
export const KYC_DECISIONS = ['approved', 'rejected'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

export const KYC_STATUS_FILTERS = [...KYC_STATUSES, 'all'] as const;
export type KycStatusFilter = (typeof KYC_STATUS_FILTERS)[number];

/** The KYC list screen opens on pending records; the API's default is `all`. */
export const DEFAULT_KYC_FILTER: KycStatusFilter = 'pending';

export const KYC_ADMIN_COMMENT_MAX = 1000;

/** Signed document links stay valid this long (the route refuses them afterwards). */
export const KYC_DOCUMENT_LINK_MINUTES = 10;

/** Why a verification is rejected: the reviewer picks one ("other" needs a few words). */
export const KYC_REJECTION_REASONS = [
  'blurry_document',
  'expired_document',
  'selfie_mismatch',
  'information_mismatch',
  'other',
] as const;
export type KycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

export const KYC_REJECTION_REASON_LABELS: Readonly<Record<KycRejectionReason, string>> = {
  blurry_document: 'Blurry document',
  expired_document: 'Expired document',
  selfie_mismatch: 'Selfie does not match',
  information_mismatch: 'Information does not match',
  other: 'Other',
};

export const KYC_REASON_TEXT_MAX = 500;

/** The longest ID type the list filter accepts. */
export const KYC_ID_TYPE_MAX = 100;

/** The decision history of a record answers at most this many decisions, newest first. */
export const KYC_DECISIONS_SHOWN = 100;

/** The two documents of a verification, as named in document URLs. */
export const KYC_DOCUMENT_KINDS = ['id-front', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_MESSAGES = {
  statusChanged: (status: KycDecision) => `KYC verification has been ${status}`,
  commentSaved: 'Comment saved successfully',
  notFound: 'No KYC verification has this id.',
  statusFilter: `Filter by one of: ${KYC_STATUS_FILTERS.join(', ')}.`,
  status: 'The status must be approved or rejected.',
  backToPending: 'A reviewed verification cannot go back to pending; choose approved or rejected.',
  adminCommentType: 'The admin comment must be text.',
  adminCommentTooLong: `The admin comment must be at most ${KYC_ADMIN_COMMENT_MAX} characters.`,
  nothingToSave: 'Enter an admin comment to save, or choose approved or rejected.',
  reviewedMeanwhile:
    'Another administrator has just changed this verification. Reload it and try again.',
  documentKind: `The document must be one of: ${KYC_DOCUMENT_KINDS.join(', ')}.`,
  linkInvalid: 'This document link is not valid. Open the document again from the KYC page.',
  linkExpired: 'This document link has expired. Reload the KYC page to get a new one.',
  documentMissing: 'The document file of this verification could not be found.',
  reason: `The reason must be one of: ${KYC_REJECTION_REASONS.join(', ')}.`,
  reasonRequired: 'Choose why the verification is rejected.',
  reasonOnlyWithRejection: 'A reason is given only when rejecting a verification.',
  reasonTextRequired: 'Describe the reason when choosing Other.',
  reasonTextType: 'The reason text must be text.',
  reasonTextTooLong: `The reason text must be at most ${KYC_REASON_TEXT_MAX} characters.`,
  afterId: 'The record to continue after must be a whole number of 1 or more.',
  idType: `The ID type must be text of at most ${KYC_ID_TYPE_MAX} characters.`,
  alreadyDecided: (status: KycDecision) => `This verification is already ${status}.`,
} as const;

const kycStats = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type KycStats = z.infer<typeof kycStats>;

const kycReviewer = z.object({ id: z.number().int(), name: z.string() });

export const kycRecord = z.object({
  id: z.number().int(),
  /** The user who submitted it: their record is `/api/admin/users/:id`. */
  user_id: z.number().int(),
  full_name: z.string(),
  id_type: z.string(),
  id_number: z.string(),
  status: z.enum(KYC_STATUSES),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The admin who last changed the status; null while pending or when that admin is gone. */
  reviewed_by: kycReviewer.nullable(),
  admin_comment: z.string().nullable(),
  /**
   * Signed links relative to the server's origin (`/api/kyc-documents/…`), valid for
   * KYC_DOCUMENT_LINK_MINUTES: they work on whatever address the app is opened. Null for a role
   * without `kyc.review`, which sees the list without the documents.
   */
  id_front_url: z.string().nullable(),
  selfie_url: z.string().nullable(),
});
export type KycRecord = z.infer<typeof kycRecord>;

/** A verification as the CSV export writes it: no ID number nor documents, the reviewer by name. */
const kycExportRow = kycRecord
  .pick({
    id: true,
    full_name: true,
    id_type: true,
    status: true,
    submitted_at: true,
    reviewed_at: true,
  })
  .extend({ reviewed_by: z.string().nullable() });

const KYC_STATUS_LABELS: Readonly<Record<KycStatusFilter, string>> = {
  all: 'All Status',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * The KYC list: searched by full name (contains, any case); by status (the screen opens on
 * pending, the API's default is all), ID type (exact, e.g. `passport`) and submitted between two
 * days (inclusive, UTC); newest submitted first unless `sort=submitted_at`; approved or rejected
 * many at once; exported as CSV without identity data.
 */
export const KYC_LIST = defineList({
  name: 'kyc',
  row: kycRecord,
  columns: [
    { id: 'full_name', label: 'User', required: true, phone: 'title' },
    { id: 'id_type', label: 'ID Type', phone: 'secondary' },
    { id: 'status', label: 'Status', phone: 'primary' },
    { id: 'submitted_at', label: 'Submitted At', sort: 'submitted_at', phone: 'secondary' },
  ],
  filters: [
    {
      name: 'status',
      label: 'Filter by status',
      kind: 'tabs',
      options: (['all', ...KYC_STATUSES] as const).map((value) => ({
        value,
        label: KYC_STATUS_LABELS[value],
      })),
      initial: DEFAULT_KYC_FILTER,
      param: z.preprocess(
        blankAsMissing,
        z
          .enum(KYC_STATUS_FILTERS, { error: KYC_MESSAGES.statusFilter })
          .optional()
          .transform((status) => status ?? 'all'),
      ),
      chip: (value, option) => `Status: ${value === 'all' ? 'All' : option}`,
    },
    {
      name: 'id_type',
      label: 'ID type',
      kind: 'text',
      param: z.preprocess(
        blankAsMissing,
        z
          .string({ error: KYC_MESSAGES.idType })
          .trim()
          .max(KYC_ID_TYPE_MAX, KYC_MESSAGES.idType)
          .optional(),
      ),
      chip: (value) => `ID type: ${value}`,
    },
    ...dayRangeFilters('submitted', 'Submitted'),
  ],
  search: { placeholder: 'Search by full name…' },
  sorts: [creationOrder('submitted_at')],
  defaultSort: '-submitted_at',
  bulkActions: [
    { action: 'approve', label: 'Approve', permission: 'kyc.review' },
    { action: 'reject', label: 'Reject', permission: 'kyc.review' },
  ],
  exportRow: kycExportRow,
  exportColumns: csvColumns(kycExportRow, {
    id: 'ID',
    full_name: 'Full name',
    id_type: 'ID type',
    status: 'Status',
    submitted_at: 'Submitted',
    reviewed_at: 'Reviewed',
    reviewed_by: 'Reviewed by',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.kyc),
});

/** What selects verifications, shared by the list, its export and its bulk actions. */
const kycFilterQuery = listFilterQuery(KYC_LIST);
export type KycFilter = z.output<typeof kycFilterQuery>;

const kycListQuery = listPageQuery(KYC_LIST);

/** A verification as `kyc.review` gets it (a record opened or decided): with its documents. */
const kycRecordWithDocuments = kycRecord.extend({
  id_front_url: z.string(),
  selfie_url: z.string(),
});
export type KycRecordWithDocuments = z.infer<typeof kycRecordWithDocuments>;

const kycListResponse = z.object({
  result: z.literal(true),
  verifications: pagedList(kycRecord),
  stats: kycStats,
});
export type KycListResponse = z.infer<typeof kycListResponse>;

const kycStatsResponse = z.object({ result: z.literal(true), stats: kycStats });

/** One decision on a verification: who, when, from → to, why and the comment then. */
const kycDecisionEntry = z.object({
  id: z.number().int(),
  from_status: z.enum(KYC_STATUSES),
  /** Pending when a decision was undone (the status it had before). */
  to_status: z.enum(KYC_STATUSES),
  decided_at: z.string(),
  /** Null when that admin has been removed since. */
  decided_by: kycReviewer.nullable(),
  reason: z.enum(KYC_REJECTION_REASONS).nullable(),
  reason_text: z.string().nullable(),
  comment: z.string().nullable(),
});
export type KycDecisionEntry = z.infer<typeof kycDecisionEntry>;

/** One verification as its detail page shows it: the record, why it is rejected, its decisions. */
const kycRecordDetail = kycRecordWithDocuments.extend({
  /** Why the record is rejected (its latest decision); null unless rejected with a reason. */
  rejection: z
    .object({ reason: z.enum(KYC_REJECTION_REASONS), reason_text: z.string().nullable() })
    .nullable(),
  /** Newest first, at most KYC_DECISIONS_SHOWN. */
  decisions: z.array(kycDecisionEntry),
});
export type KycRecordDetail = z.infer<typeof kycRecordDetail>;

const kycDetailResponse = dataEnvelope(kycRecordDetail);

/**
 * The review queue as the list shows it: `?after=` the record just reviewed or skipped (none
 * starts at the head of the queue), with the list's search, filters and `sort` (oldest submitted
 * first when none is given). The queue is pending records whatever status the list was filtered
 * by, so `status` is not one of its parameters.
 */
export const kycNextQuery = kycFilterQuery.omit({ status: true }).extend({
  after: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: KYC_MESSAGES.afterId })
      .int(KYC_MESSAGES.afterId)
      .min(1, KYC_MESSAGES.afterId)
      .max(2_147_483_647, KYC_MESSAGES.afterId)
      .optional(),
  ),
});
export type KycNextQuery = z.output<typeof kycNextQuery>;

/** The next pending verification of the review queue, or null when none is left. */
const kycNextResponse = dataEnvelope(z.object({ id: z.number().int() }).nullable());

const optionalPlainText = (field: string, typeError: string, max: number, tooLong: string) =>
  z
    .string({ error: typeError })
    .trim()
    .max(max, tooLong)
    .refine(...withoutMarkup(field))
    .nullable()
    .optional()
    .transform((text) => (text === undefined ? undefined : text || null));

/**
 * The fields of `{status, admin_comment, reason, reason_text}` (forms pick from these). A status
 * equal to the current one (or none) saves only the comment. `admin_comment` left out keeps the stored comment; blank clears it.
 * `reason` (with `reason_text`, required for `other`) goes only with a rejection; a rejection
 * without one is still decided and recorded, so clients that send no reason keep working.
 */
export const kycVerifyFields = z.object({
  status: z.preprocess(
    blankAsMissing,
    z.enum(KYC_STATUSES, { error: KYC_MESSAGES.status }).optional(),
  ),
  admin_comment: z
    .string({ error: KYC_MESSAGES.adminCommentType })
    .trim()
    .max(KYC_ADMIN_COMMENT_MAX, KYC_MESSAGES.adminCommentTooLong)
    .refine(...withoutMarkup('admin comment'))
    .nullable()
    .optional()
    .transform((comment) => (comment === undefined ? undefined : comment || null)),
  reason: z.preprocess(
    blankAsMissing,
    z.enum(KYC_REJECTION_REASONS, { error: KYC_MESSAGES.reason }).optional(),
  ),
  reason_text: optionalPlainText(
    'reason text',
    KYC_MESSAGES.reasonTextType,
    KYC_REASON_TEXT_MAX,
    KYC_MESSAGES.reasonTextTooLong,
  ),
});

/** A rejection reason goes only with a rejection, and "other" needs words of its own. */
function checkReason(
  body: Pick<z.output<typeof kycVerifyFields>, 'reason' | 'reason_text'>,
  rejecting: boolean,
  issues: z.RefinementCtx,
) {
  if (body.reason !== undefined && !rejecting) {
    issues.addIssue({
      code: 'custom',
      path: ['reason'],
      message: KYC_MESSAGES.reasonOnlyWithRejection,
    });
  }
  if (body.reason === 'other' && !body.reason_text) {
    issues.addIssue({
      code: 'custom',
      path: ['reason_text'],
      message: KYC_MESSAGES.reasonTextRequired,
    });
  }
}

/** The verify body: its fields, a reason only with a rejection, and words for "other". */
const kycVerifyBody = kycVerifyFields.superRefine((body, issues) =>
  checkReason(body, body.status === 'rejected', issues),
);
export type KycVerifyBody = z.infer<typeof kycVerifyBody>;

export type KycBulkAction = (typeof KYC_LIST.bulkActions)[number]['action'];

/**
 * `{ action, ids | filter, admin_comment?, reason?, reason_text? }`: one comment (and for a
 * rejection one reason) for every record named. Each is decided on its own, as a single verify
 * would; one already so is skipped.
 */
const kycBulkBody = listBulkBody(KYC_LIST, kycFilterQuery)
  .extend({
    admin_comment: kycVerifyFields.shape.admin_comment,
    reason: kycVerifyFields.shape.reason,
    reason_text: kycVerifyFields.shape.reason_text,
  })
  .superRefine((body, issues) => {
    if (body.action === 'reject' && body.reason === undefined) {
      issues.addIssue({ code: 'custom', path: ['reason'], message: KYC_MESSAGES.reasonRequired });
    }
    checkReason(body, body.action === 'reject', issues);
  });
export type KycBulkBody = z.output<typeof kycBulkBody>;

const kycVerifyResponse = z.object({
  result: z.literal(true),
  message: z.string(),
  verification: kycRecordWithDocuments,
  /** A decision's call (approve, reject), which `audit.revertBulk` undoes; absent for a comment. */
  bulk_id: z.string().optional(),
});

const kycDocumentParams = idParams.extend({
  kind: z.enum(KYC_DOCUMENT_KINDS, { error: KYC_MESSAGES.documentKind }),
});

/** One value of a link's query, as sent; anything else (repeated, missing) counts as absent. */
const linkValue = z.preprocess(
  (value) => (typeof value === 'string' ? value : undefined),
  z.string().optional(),
);

/**
 * The signed part of a document link. The server checks it and answers 403 to a forged or
 * expired link, so this schema never refuses anything itself.
 */
const kycDocumentQuery = z.object({
  admin: linkValue,
  expires: linkValue,
  signature: linkValue,
});

export const kycEndpoints = defineEndpoints('kyc', {
  list: {
    method: 'GET',
    path: '/api/admin/kyc',
    access: 'admin',
    permission: 'kyc.read',
    summary:
      'KYC verifications, newest submitted first, searched by full name, filtered by status, ' +
      'ID type and submission date, with the counts by status',
    sensitive: true,
    query: kycListQuery,
    response: kycListResponse,
  },
  export: {
    method: 'GET',
    path: '/api/admin/kyc/export',
    access: 'admin',
    permission: 'kyc.read',
    summary:
      'The KYC list as a CSV file (UTF-8 with BOM), with the list’s filters, newest submitted ' +
      'first: no ID numbers nor document links (identity data stays on screen)',
    sensitive: true,
    query: kycFilterQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  bulk: {
    method: 'POST',
    path: '/api/admin/kyc/bulk',
    access: 'admin',
    permission: 'kyc.review',
    summary:
      'Approve or reject many verifications (one comment, and one reason for a rejection), named ' +
      'by ids or by the list’s filter; each is decided, recorded and audited on its own and the ' +
      'answer says per record: done, skipped (already so) or refused',
    sensitive: true,
    body: kycBulkBody,
    response: bulkResponse,
  },
  stats: {
    method: 'GET',
    path: '/api/admin/kyc/stats',
    access: 'admin',
    permission: 'kyc.read',
    summary: 'Counts of KYC verifications by status',
    sensitive: true,
    response: kycStatsResponse,
  },
  // Before `get`: a client matching paths in order must try the fixed path first.
  next: {
    method: 'GET',
    path: '/api/admin/kyc/next',
    access: 'admin',
    permission: 'kyc.review',
    summary:
      'The next pending verification of the review queue after a given one, in the KYC list’s ' +
      'order (oldest submitted first unless `sort` says otherwise) and with its search and ' +
      'filters; wraps round to the first when none follows',
    sensitive: true,
    query: kycNextQuery,
    response: kycNextResponse,
  },
  get: {
    method: 'GET',
    path: '/api/admin/kyc/:id',
    access: 'admin',
    permission: 'kyc.review',
    summary: 'One KYC verification, with signed links to its documents and its decision history',
    sensitive: true,
    params: idParams,
    response: kycDetailResponse,
  },
  verify: {
    method: 'POST',
    path: '/api/admin/kyc/verify/:id',
    access: 'admin',
    permission: 'kyc.review',
    summary:
      'Approve or reject a KYC verification (a rejection with its reason), or save the admin comment on it',
    sensitive: true,
    params: idParams,
    body: kycVerifyBody,
    response: kycVerifyResponse,
    failures: [409],
  },
  document: {
    method: 'GET',
    path: '/api/kyc-documents/:id/:kind',
    access: 'public',
    summary: 'A KYC document through a signed link from a KYC record (no session needed)',
    sensitive: true,
    params: kycDocumentParams,
    query: kycDocumentQuery,
    kind: 'file',
    failures: [403],
  },
});
