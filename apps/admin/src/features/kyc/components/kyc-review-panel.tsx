import {
  KYC_ADMIN_COMMENT_MAX,
  kycVerifyBody,
  type endpoints,
  type KycDecision,
  type KycRecord,
  type ResponseOf,
} from '@job-board/contract';
import type { ReactNode } from 'react';
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
import { KycDocumentImage } from './kyc-document-image';

const commentForm = kycVerifyBody.pick({ admin_comment: true });

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

  function decide(decision: KycDecision) {
    clearErrors('admin_comment');
    // An edited comment goes with the decision; an untouched one is left as stored.
    const body = isCommentChanged
      ? { status: decision, admin_comment: getValues('admin_comment') }
      : { status: decision };
    verify.mutate(
      { params: { id: record.id }, body },
      {
        onSuccess: (response) => showVerified(response, KYC_TEXT.statusChanged(decision)),
        onError: (error) => {
          applyServerFieldErrors(error, setError, ['admin_comment']);
          notifyFailure(error, KYC_TEXT.statusFailed);
        },
      },
    );
  }

  return (
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
  );
}
