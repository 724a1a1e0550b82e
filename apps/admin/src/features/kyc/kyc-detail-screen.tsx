import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { LoadingBlock } from '../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../lib/api-error';
import { PageHeader } from '../../app/layout/page-header';
import { useKycVerification } from './api/get-kyc-verification';
import { KycReviewPanel } from './components/kyc-review-panel';
import { kycListPathFrom } from './kyc-list-location';
import { KYC_TEXT } from './messages';

/** The id of the address, or null when it cannot name a verification. */
function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** One KYC verification: its details, documents and admin comment, to approve or reject. */
export function KycDetailScreen() {
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useNavigate();
  const location = useLocation();
  const verification = useKycVerification(id);

  const backButton = (
    <Button variant="secondary" onClick={() => navigate(kycListPathFrom(location.state))}>
      <ChevronLeftIcon />
      {KYC_TEXT.backToList}
    </Button>
  );

  const isNotFound =
    id === null ||
    (isApiError(verification.error) && [404, 422].includes(verification.error.status));

  if (verification.data && !isNotFound) {
    return <KycReviewPanel key={id} record={verification.data} backButton={backButton} />;
  }

  let body;
  if (isNotFound) {
    body = (
      <Card bodyClassName="flex flex-col items-start gap-4 p-4">
        <p role="alert" className="text-sm text-slate-800">
          {id !== null && isApiError(verification.error)
            ? verification.error.message
            : KYC_TEXT.notFound}
        </p>
        {backButton}
      </Card>
    );
  } else if (verification.isError) {
    body = (
      <>
        <div>{backButton}</div>
        <Card>
          <ErrorState
            message={errorMessage(verification.error, KYC_TEXT.loadFailed)}
            onRetry={() => void verification.refetch()}
            isRetrying={verification.isFetching}
          />
        </Card>
      </>
    );
  } else {
    body = (
      <>
        <div>{backButton}</div>
        <LoadingBlock label={KYC_TEXT.loadingDetail} className="min-h-64" />
      </>
    );
  }

  return (
    <>
      <PageHeader title={KYC_TEXT.detailTitle} />
      <div className="flex flex-col gap-6">{body}</div>
    </>
  );
}
