import { useRememberVisit } from '../../components/layout/command-palette-recents';
import type { KycDecision } from '@job-board/contract';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { QueryState } from '../../components/ui/query-state';
import { LoadingBlock } from '../../components/ui/skeleton';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useKycVerification } from './api/use-kyc-verification';
import { useNextPendingKyc } from './api/use-next-pending-kyc';
import { KycReviewPanel } from './components/kyc-review-panel';
import { KYC_LIST_PATH, kycListPathFrom, kycQueueFrom } from './kyc-list-location';
import { KYC_DETAIL_TOAST, KYC_TEXT } from './messages';

/** The id of the address, or null when it cannot name a verification. */
function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * One KYC verification: its details, documents, admin comment and decision history, to approve
 * or reject. The review queue: after a decision (or on N, "Next pending") the next pending
 * verification opens, in the order and with the search and filters of the list the page was
 * opened from (kept in the history entry's state), else oldest submitted first.
 */
export function KycDetailScreen() {
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useNavigate();
  const location = useLocation();
  const verification = useKycVerification(id);
  const nextPendingAfter = useNextPendingKyc();
  const [isFindingNext, setIsFindingNext] = useState(false);

  /** Opens the queue's next pending verification; says so when none other is waiting. */
  async function openNext(after: number) {
    setIsFindingNext(true);
    try {
      const next = await nextPendingAfter(after, kycQueueFrom(location.state));
      if (next === null) notifySuccess(KYC_TEXT.queueEmpty, KYC_DETAIL_TOAST);
      else await navigate(`${KYC_LIST_PATH}/${next}`, { state: location.state as unknown });
    } catch (error) {
      notifyError(errorMessage(error, KYC_TEXT.nextFailed), KYC_DETAIL_TOAST);
    } finally {
      setIsFindingNext(false);
    }
  }

  const backButton = (
    <Button variant="secondary" onClick={() => navigate(kycListPathFrom(location.state))}>
      <ChevronLeftIcon />
      {KYC_TEXT.backToList}
    </Button>
  );

  const { error } = verification;
  const isNotFound = id === null || (isApiError(error) && [404, 422].includes(error.status));
  // What the review panel shows: the record once loaded, while no failure is shown instead.
  const record = verification.isError ? undefined : verification.data;
  useRememberVisit(
    record && {
      kind: 'kyc',
      id: record.id,
      label: record.full_name,
      detail: `${record.id_type} · ${record.status}`,
      to: `/kyc/${record.id}`,
    },
  );

  return (
    <>
      <PageHeader
        title={record?.full_name ?? KYC_TEXT.detailTitle}
        subtitle={record ? KYC_TEXT.detailTitle : undefined}
      />
      <div className="flex flex-col gap-6">
        {isNotFound ? (
          <Card bodyClassName="flex flex-col items-start gap-4 p-4">
            <p role="alert" className="text-sm text-slate-800">
              {id !== null && isApiError(error) ? error.message : KYC_TEXT.notFound}
            </p>
            {backButton}
          </Card>
        ) : (
          <>
            {!record && <div>{backButton}</div>}
            <QueryState
              query={verification}
              loading={<LoadingBlock label={KYC_TEXT.loadingDetail} className="min-h-64" />}
              errorFallback={KYC_TEXT.loadFailed}
              className="rounded-lg border border-slate-200 bg-white shadow-sm"
            >
              {(loaded) => (
                <KycReviewPanel
                  key={loaded.id}
                  record={loaded}
                  backButton={backButton}
                  onDecided={(_decision: KycDecision) => void openNext(loaded.id)}
                  onNext={() => void openNext(loaded.id)}
                  isFindingNext={isFindingNext}
                />
              )}
            </QueryState>
          </>
        )}
      </div>
    </>
  );
}
