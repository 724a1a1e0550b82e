import {
  KYC_ADMIN_COMMENT_MAX,
  kycVerifyFields,
  type endpoints,
  type KycDecision,
  type KycRecordDetail,
  type ResponseOf,
} from '@job-board/contract';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextareaField } from '../../../components/ui/textarea-field';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveForm } from '../../../lib/use-save-form';
import { useUndo } from '../../../lib/use-undo';
import { useVerifyKyc } from '../api/use-verify-kyc';
import { KYC_DETAIL_TOAST, KYC_TEXT } from '../messages';
import { useReviewShortcuts } from '../use-review-shortcuts';
import type { Rejection } from './kyc-decision-dialogs';
import { KycDecisionHistory } from './kyc-decision-history';
import { KycDecisionPanel, type DecisionStep } from './kyc-decision-panel';
import { KycDocumentImage } from './kyc-document-image';
import { KycFacts } from './kyc-facts';
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

/**
 * One verification under review, laid out so the documents are in view from the start (a compact
 * line of facts above them) with the decision and the comment in a column beside them; on a
 * phone the column follows the documents. Approve is disabled once approved, until both
 * documents have loaded, and Reject once rejected, both while a request runs; each asks in the
 * column (Approve for a confirmation, Reject for a reason). Save Comment only when the comment
 * differs from the saved one. Keys A, R, N and ? work outside fields. Toasts show at the bottom
 * right for 3 seconds.
 */
export function KycReviewPanel({
  record,
  backButton,
  onDecided,
  onNext,
  isFindingNext,
}: KycReviewPanelProps) {
  const verify = useVerifyKyc();
  const undo = useUndo();
  const [step, setStep] = useState<DecisionStep>('choose');
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [loadedSrcs, setLoadedSrcs] = useState<ReadonlySet<string>>(new Set());
  const documentsLoaded = DOCUMENTS.every((document) => loadedSrcs.has(document.src(record)));
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

  /**
   * The field shows the comment as saved (trimmed, or cleared) and the success toast, with Undo
   * of a decision (a comment's answer names nothing to undo).
   */
  function showVerified(response: ResponseOf<typeof endpoints.kyc.verify>, message: string): void {
    reset({ admin_comment: response.verification.admin_comment ?? '' });
    notifySuccess(message, { ...KYC_DETAIL_TOAST, action: undo(response) });
  }

  /** Saves a decision; the question that asked shows a failure, the page the comment's. */
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
      setStep('choose');
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
    approve: () => canApprove && setStep('approve'),
    reject: () => canReject && setStep('reject'),
    next: () => !isFindingNext && onNext(),
    help: () => setShowShortcuts(true),
  });
  const markLoaded = (src: string) =>
    setLoadedSrcs((loaded) => (loaded.has(src) ? loaded : new Set(loaded).add(src)));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {backButton}
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" aria-keyshortcuts="?" onClick={() => setShowShortcuts(true)}>
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
        </div>
      </div>

      <KycFacts record={record} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card title={KYC_TEXT.documentsTitle} bodyClassName="p-3">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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

        <Card title={KYC_TEXT.decisionTitle} className="lg:sticky lg:top-4" bodyClassName="p-0">
          <div className="border-b border-slate-200 p-4">
            <KycDecisionPanel
              name={record.full_name}
              step={step}
              onStepChange={setStep}
              canApprove={canApprove}
              canReject={canReject}
              approveHint={documentsLoaded ? null : KYC_TEXT.documentsLoading}
              onApprove={() => decide('approved')}
              onReject={(rejection) => decide('rejected', rejection)}
            />
          </div>
          <form noValidate onSubmit={comment.submit} className="flex flex-col gap-3 p-4">
            <TextareaField
              label={KYC_TEXT.commentLabel}
              placeholder={KYC_TEXT.commentPlaceholder}
              maxLength={KYC_ADMIN_COMMENT_MAX}
              rows={3}
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
      </div>

      <KycDecisionHistory decisions={record.decisions} />

      <KycShortcutsDialog open={showShortcuts} onOpenChange={setShowShortcuts} />
    </div>
  );
}
