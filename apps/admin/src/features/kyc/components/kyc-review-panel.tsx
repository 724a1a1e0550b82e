import type { KycDecision, KycRecord } from '@job-board/contract';
import { KYC_ADMIN_COMMENT_MAX } from '@job-board/contract';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextareaField } from '../../../components/ui/textarea-field';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../utils/format-date';
import { PageHeader } from '../../../app/layout/page-header';
import { useVerifyKyc, type VerifyKycInput } from '../api/verify-kyc';
import { KYC_DETAIL_TOAST, KYC_TEXT } from '../messages';
import { KycDocumentImage } from './kyc-document-image';

type KycReviewPanelProps = {
  record: KycRecord;
  /** The "Back to KYC List" button. */
  backButton: ReactNode;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One verification under review (spec §2 KYC detail, §4): Approve is disabled once approved and
 * Reject once rejected, both while a request runs; Save Comment only when the comment differs
 * from the saved one. Toasts show at the bottom right for 3 seconds.
 */
export function KycReviewPanel({ record, backButton }: KycReviewPanelProps) {
  const verify = useVerifyKyc();
  const savedComment = record.admin_comment ?? '';
  // null = not edited: the field shows the saved comment (and follows a reloaded record).
  const [draft, setDraft] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | undefined>();
  const comment = draft ?? savedComment;
  const isCommentChanged = comment !== savedComment;
  const busy = verify.isPending;

  function send(input: VerifyKycInput, successMessage: string, failureMessage: string) {
    setCommentError(undefined);
    verify.mutate(input, {
      onSuccess: () => {
        setDraft(null);
        notifySuccess(successMessage, KYC_DETAIL_TOAST);
      },
      onError: (error) => {
        if (isApiError(error)) setCommentError(error.fieldError('admin_comment'));
        notifyError(errorMessage(error, failureMessage), KYC_DETAIL_TOAST);
      },
    });
  }

  function decide(decision: KycDecision) {
    // An edited comment goes with the decision; an untouched one is left as stored.
    send(
      { id: record.id, status: decision, ...(isCommentChanged ? { admin_comment: comment } : {}) },
      KYC_TEXT.statusChanged(decision),
      KYC_TEXT.statusFailed,
    );
  }

  function saveComment() {
    send({ id: record.id, admin_comment: comment }, KYC_TEXT.commentSaved, KYC_TEXT.commentFailed);
  }

  return (
    <>
      <PageHeader title={record.full_name} subtitle={KYC_TEXT.detailTitle} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {backButton}
          <div className="flex gap-2">
            <Button
              onClick={() => decide('approved')}
              disabled={busy || record.status === 'approved'}
            >
              {KYC_TEXT.approve}
            </Button>
            <Button
              variant="danger"
              onClick={() => decide('rejected')}
              disabled={busy || record.status === 'rejected'}
            >
              {KYC_TEXT.reject}
            </Button>
          </div>
        </div>

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
          </dl>
        </Card>

        <Card bodyClassName="flex flex-col gap-3 p-4">
          <TextareaField
            label={KYC_TEXT.commentLabel}
            placeholder={KYC_TEXT.commentPlaceholder}
            value={comment}
            maxLength={KYC_ADMIN_COMMENT_MAX}
            error={commentError}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={saveComment} disabled={busy || !isCommentChanged}>
              {KYC_TEXT.saveComment}
            </Button>
          </div>
        </Card>

        <Card title={KYC_TEXT.documentsTitle}>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <KycDocumentImage
              title={KYC_TEXT.idFront}
              src={record.id_front_url}
              alt={KYC_TEXT.idFrontAlt(record.full_name)}
              errorText={KYC_TEXT.idImageFailed}
            />
            <KycDocumentImage
              title={KYC_TEXT.selfie}
              src={record.selfie_url}
              alt={KYC_TEXT.selfieAlt(record.full_name)}
              errorText={KYC_TEXT.selfieImageFailed}
            />
          </div>
        </Card>
      </div>
    </>
  );
}
