import {
  KYC_ADMIN_COMMENT_MAX,
  kycVerifyFields,
  type endpoints,
  type KycDecision,
  type KycRecordDetail,
  type ResponseOf,
} from '@job-board/contract';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextareaField } from '../../../components/ui/textarea-field';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveForm } from '../../../lib/use-save-form';
import { formatDate } from '../../../utils/format-date';
import { useVerifyKyc } from '../api/use-verify-kyc';
import { KYC_DETAIL_TOAST, KYC_TEXT } from '../messages';
import { useReviewShortcuts } from '../use-review-shortcuts';
import { ApproveDialog, RejectDialog, type Rejection } from './kyc-decision-dialogs';
import { KycDecisionHistory, reasonText } from './kyc-decision-history';
import { KycDocumentImage } from './kyc-document-image';
import { KycShortcutsDialog } from './kyc-shortcuts-dialog';

const commentForm = kycVerifyFields.pick({ admin_comment: true });

type KycReviewPanelProps = {
  record: KycRecordDetail;
  /** The "Back to KYC List" button. */
  backButton: ReactNode;
  /** Called once a decision is saved: the review queue moves on. */
  onDecided: (decision: KycDecision) => void;
  /** Opens the next pending verification without deciding this one. */
  onNext: () => void;
  /** True while the next pending verification is being looked up. */
  isFindingNext: boolean;
};

/** The documents an admin compares before deciding: the ID's front and the selfie. */
const DOCUMENTS = [
  {
    title: KYC_TEXT.idFront,
    src: (record: KycRecordDetail) => record.id_front_url,
    alt: KYC_TEXT.idFrontAlt,
    errorText: KYC_TEXT.idImageFailed,
  },
  {
    title: KYC_TEXT.selfie,
    src: (record: KycRecordDetail) => record.selfie_url,
    alt: KYC_TEXT.selfieAlt,
    errorText: KYC_TEXT.selfieImageFailed,
  },
];

type OpenDialog = 'approve' | 'reject' | 'shortcuts' | null;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One verification under review: Approve is disabled once approved,
 * until both documents have loaded, and Reject once rejected, both while a request runs; each
 * asks for confirmation, Reject for a reason. Save Comment only when the comment differs from
 * the saved one. Keys A, R, N and ? work outside fields. Toasts show at the bottom right for 3
 * seconds.
 */
export function KycReviewPanel({
  record,
  backButton,
  onDecided,
  onNext,
  isFindingNext,
}: KycReviewPanelProps) {
  const verify = useVerifyKyc();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [loadedSrcs, setLoadedSrcs] = useState<ReadonlySet<string>>(new Set());
  const documentsLoaded = DOCUMENTS.every((document) => loadedSrcs.has(document.src(record)));
  const documentsHintId = useId();
  const savedComment = record.admin_comment ?? '';
  const notifyFailure = (error: unknown, fallback: string) =>
    notifyError(errorMessage(error, fallback), KYC_DETAIL_TOAST);

  const comment = useSaveForm({
    schema: commentForm,
    defaultValues: { admin_comment: savedComment },
    save: (body) =>
      verify.mutateAsync(
        { params: { id: record.id }, body },
        { onError: (error) => notifyFailure(error, KYC_TEXT.commentFailed) },
      ),
    onSaved: (response) => showVerified(response, KYC_TEXT.commentSaved),
    failureFallback: KYC_TEXT.commentFailed,
  });
  const { register, getValues, setError, clearErrors, reset, watch, formState } = comment.form;
  const isCommentChanged = (watch('admin_comment') ?? '') !== savedComment;
  const busy = verify.isPending;

  /** The field shows the comment as saved (trimmed, or cleared) and the success toast. */
  function showVerified(
    { verification }: ResponseOf<typeof endpoints.kyc.verify>,
    message: string,
  ): void {
    reset({ admin_comment: verification.admin_comment ?? '' });
    notifySuccess(message, KYC_DETAIL_TOAST);
  }

  /** Saves a decision; the dialog that asked shows a failure, the page the comment's. */
  async function decide(decision: KycDecision, rejection?: Rejection) {
    clearErrors('admin_comment');
    // An edited comment goes with the decision; an untouched one is left as stored.
    const body = {
      status: decision,
      ...(isCommentChanged ? { admin_comment: getValues('admin_comment') } : {}),
      ...rejection,
    };
    try {
      const response = await verify.mutateAsync({ params: { id: record.id }, body });
      showVerified(response, KYC_TEXT.statusChanged(decision));
      onDecided(decision);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['admin_comment']);
      notifyFailure(error, KYC_TEXT.statusFailed);
      throw error;
    }
  }

  const canApprove = !busy && record.status !== 'approved' && documentsLoaded;
  const canReject = !busy && record.status !== 'rejected';
  useReviewShortcuts({
    approve: () => canApprove && setDialog('approve'),
    reject: () => canReject && setDialog('reject'),
    next: () => !isFindingNext && onNext(),
    help: () => setDialog('shortcuts'),
  });
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const markLoaded = (src: string) =>
    setLoadedSrcs((loaded) => (loaded.has(src) ? loaded : new Set(loaded).add(src)));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backButton}
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" aria-keyshortcuts="?" onClick={() => setDialog('shortcuts')}>
            {KYC_TEXT.shortcutsButton}
          </Button>
          <Button
            variant="secondary"
            aria-keyshortcuts="N"
            onClick={onNext}
            disabled={isFindingNext}
          >
            {KYC_TEXT.nextPending}
          </Button>
          <Button
            aria-keyshortcuts="A"
            aria-describedby={documentsLoaded ? undefined : documentsHintId}
            onClick={() => setDialog('approve')}
            disabled={!canApprove}
          >
            {KYC_TEXT.approve}
          </Button>
          <Button
            variant="danger"
            aria-keyshortcuts="R"
            onClick={() => setDialog('reject')}
            disabled={!canReject}
          >
            {KYC_TEXT.reject}
          </Button>
        </div>
      </div>
      {!documentsLoaded && (
        <p id={documentsHintId} className="-mt-3 text-right text-sm text-slate-600">
          {KYC_TEXT.documentsLoading}
        </p>
      )}

      <Card bodyClassName="flex flex-col gap-4 p-4">
        <div>
          <StatusBadge status={record.status} />
        </div>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Detail term={KYC_TEXT.idType}>{record.id_type}</Detail>
          <Detail term={KYC_TEXT.idNumber}>{record.id_number}</Detail>
          <Detail term={KYC_TEXT.submittedAt}>{formatDate(record.submitted_at)}</Detail>
          {record.reviewed_at && (
            <Detail term={KYC_TEXT.reviewed}>
              {formatDate(record.reviewed_at)}
              {record.reviewed_by && ` by ${record.reviewed_by.name}`}
            </Detail>
          )}
          {record.rejection && (
            <Detail term={KYC_TEXT.rejectionReason}>
              {reasonText(record.rejection.reason, record.rejection.reason_text)}
            </Detail>
          )}
        </dl>
      </Card>

      <Card bodyClassName="p-4">
        <form noValidate onSubmit={comment.submit} className="flex flex-col gap-3">
          <TextareaField
            label={KYC_TEXT.commentLabel}
            placeholder={KYC_TEXT.commentPlaceholder}
            maxLength={KYC_ADMIN_COMMENT_MAX}
            error={formState.errors.admin_comment?.message}
            {...register('admin_comment')}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" disabled={busy || !isCommentChanged}>
              {KYC_TEXT.saveComment}
            </Button>
          </div>
        </form>
      </Card>

      <Card title={KYC_TEXT.documentsTitle}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {DOCUMENTS.map((document) => (
            <KycDocumentImage
              key={document.title}
              title={document.title}
              src={document.src(record)}
              alt={document.alt(record.full_name)}
              errorText={document.errorText}
              onLoaded={markLoaded}
            />
          ))}
        </div>
      </Card>

      <KycDecisionHistory decisions={record.decisions} />

      <ApproveDialog
        open={dialog === 'approve'}
        onOpenChange={closeDialog}
        name={record.full_name}
        onApprove={() => decide('approved')}
      />
      <RejectDialog
        open={dialog === 'reject'}
        onOpenChange={closeDialog}
        name={record.full_name}
        onReject={(rejection) => decide('rejected', rejection)}
      />
      <KycShortcutsDialog open={dialog === 'shortcuts'} onOpenChange={closeDialog} />
    </div>
  );
}
