import {
  KYC_MESSAGES,
  KYC_REJECTION_REASON_LABELS,
  KYC_REJECTION_REASONS,
  type KycDecision,
  type KycStatus,
  type KycStatusFilter,
} from '@job-board/contract';
import type { NotifyOptions } from '../../components/ui/toasts';

const STATUS_NAMES: Readonly<Record<KycStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The reasons of a rejection as the reviewer chooses them, in the contract's order. */
export const REJECTION_REASON_OPTIONS = KYC_REJECTION_REASONS.map((reason) => ({
  value: reason,
  label: KYC_REJECTION_REASON_LABELS[reason],
}));

/** The texts of the KYC screens (list, detail and dashboard). */
export const KYC_TEXT = {
  listTitle: 'KYC Verifications',
  listSubtitle: 'Review the identity verifications submitted by users.',
  tableLabel: 'KYC verifications',
  paginationLabel: 'KYC verification pages',
  /** The KYC list's pager says Prev (and Next), not Previous. */
  previousPage: 'Prev',
  view: 'View',
  approve: 'Approve',
  reject: 'Reject',
  emptyList: (filter: KycStatusFilter) =>
    filter === 'all' ? 'No KYC verifications yet.' : `No ${filter} KYC verifications.`,
  listLoadFailed: 'Failed to load KYC verifications',
  noMatch: 'No KYC verifications match these filters.',

  searchLabel: 'Search KYC verifications',
  exportFileName: 'kyc.csv',
  selectPage: 'Select all verifications on this page',
  noun: 'verifications',
  bulkApproveTitle: (count: number) =>
    `Approve ${count} ${count === 1 ? 'verification' : 'verifications'}?`,
  bulkRejectTitle: (count: number) =>
    `Reject ${count} ${count === 1 ? 'verification' : 'verifications'}`,
  bulkApproveBody: 'Each verification is approved on its own; those already approved are skipped.',
  bulkRejectBody:
    'The reason and comment are recorded on each verification; those already rejected are skipped.',
  bulkApproveSubmit: (count: number) => `Approve ${count}`,
  bulkRejectSubmit: (count: number) => `Reject ${count}`,
  bulkSubmitting: 'Saving…',
  bulkCommentLabel: 'Admin comment (for all)',
  bulkFailed: 'The verifications could not be updated.',

  stats: { total: 'Total', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  statsLabel: 'KYC verification counts',
  statsLoadFailed: 'Failed to load KYC statistics',

  detailTitle: 'KYC Details',
  backToList: 'Back to KYC List',
  idType: 'ID Type',
  idNumber: 'ID Number',
  submittedAt: 'Submitted At',
  reviewed: 'Last reviewed',
  status: 'Status',
  user: 'User',
  userRecord: 'View user record',
  factsLabel: 'Verification details',
  decisionTitle: 'Decision',
  commentLabel: 'Admin Comment',
  commentPlaceholder: 'Add your comment here...',
  saveComment: 'Save Comment',
  documentsTitle: 'Documents',
  idFront: 'ID Front',
  selfie: 'Selfie',
  idFrontAlt: (name: string) => `ID front of ${name}`,
  selfieAlt: (name: string) => `Selfie of ${name}`,
  idImageFailed: 'Failed to load ID image',
  selfieImageFailed: 'Failed to load selfie image',
  loadFailed: 'Failed to load KYC details',
  notFound: KYC_MESSAGES.notFound,
  loadingDetail: 'Loading KYC details…',

  statusChanged: (decision: KycDecision) => KYC_MESSAGES.statusChanged(decision),
  commentSaved: KYC_MESSAGES.commentSaved,
  statusFailed: 'Failed to update status',
  commentFailed: 'Failed to save comment',

  approveTitle: (name: string) => `Approve the verification of ${name}?`,
  approveBody: 'The identity documents are accepted as genuine and matching.',
  approveConfirm: 'Approve',
  rejectTitle: (name: string) => `Reject the verification of ${name}`,
  rejectSubmit: 'Reject',
  rejectSubmitting: 'Rejecting…',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  reasonTextLabel: 'Describe the reason',
  rejectionReason: 'Rejection reason',
  cancel: 'Cancel',
  documentsLoading: 'Approve becomes available once both documents have loaded.',

  historyTitle: 'Decision history',
  historyLabel: 'Decisions on this verification',
  historyEmpty: 'No decision has been recorded yet.',
  historyColumns: {
    when: 'When',
    who: 'Decided by',
    change: 'Change',
    reason: 'Reason',
    comment: 'Comment',
  },
  removedAdmin: 'A removed admin',
  change: (from: KycStatus, to: KycStatus) => `${STATUS_NAMES[from]} → ${STATUS_NAMES[to]}`,

  nextPending: 'Next pending',
  queueEmpty: 'No other verification is waiting for review.',
  nextFailed: 'Failed to find the next pending verification',
  shortcutsButton: 'Keyboard shortcuts',
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsClose: 'Close',
  shortcuts: [
    { key: 'A', action: 'Approve this verification' },
    { key: 'R', action: 'Reject this verification' },
    { key: 'N', action: 'Open the next pending verification' },
    { key: '?', action: 'Show these shortcuts' },
  ],

  documentTools: (document: string) => `${document} view`,
  zoomIn: (document: string) => `Zoom in on ${document}`,
  zoomOut: (document: string) => `Zoom out of ${document}`,
  rotate: (document: string) => `Rotate ${document}`,
  fullScreen: (document: string) => `Show ${document} full screen`,
  zoomLevel: (percent: number) => `${percent}%`,

  dashboardTitle: 'KYC Dashboard',
  dashboardSubtitle: 'Identity verifications at a glance.',
  viewAll: 'View All Verifications',
  chartLabel: 'Verifications by Status',
  chartEmpty: 'No KYC verifications yet.',
  awaitingReview: 'Awaiting Review',
  awaitingReviewEmpty: 'No verifications are waiting for review.',
  awaitingReviewLabel: 'Verifications awaiting review',
  review: (name: string) => `Review ${name}`,
  shareOfTotal: (share: string) => `${share} of all`,
} as const;

/** The KYC detail page's toasts stay 3000 ms (at the bottom right, as every toast). */
export const KYC_DETAIL_TOAST: NotifyOptions = { duration: 3000 };
