import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../utils/format-date';
import { useKycVerifications } from '../api/get-kyc-verifications';
import { KYC_LIST_PATH } from '../kyc-list-location';
import { KYC_TEXT } from '../messages';

/** How many of the newest pending verifications the dashboard lists. */
export const AWAITING_REVIEW_LIMIT = 5;

/** The newest pending verifications, each linking to its review page. */
export function KycAwaitingReview() {
  const pending = useKycVerifications({ status: 'pending', page: 1 });
  const rows = pending.data?.verifications.data.slice(0, AWAITING_REVIEW_LIMIT);

  let body;
  if (pending.isPending) {
    body = <LoadingBlock label={`Loading ${KYC_TEXT.awaitingReviewLabel.toLowerCase()}…`} />;
  } else if (pending.isError) {
    body = (
      <ErrorState
        message={errorMessage(pending.error, KYC_TEXT.listLoadFailed)}
        onRetry={() => void pending.refetch()}
        isRetrying={pending.isFetching}
      />
    );
  } else if (!rows || rows.length === 0) {
    body = <EmptyState message={KYC_TEXT.awaitingReviewEmpty} />;
  } else {
    body = (
      <ul aria-label={KYC_TEXT.awaitingReviewLabel} className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{row.full_name}</p>
              <p className="text-xs text-slate-500">
                {row.id_type} · {formatDate(row.submitted_at)}
              </p>
            </div>
            <Link
              to={`${KYC_LIST_PATH}/${row.id}`}
              aria-label={KYC_TEXT.review(row.full_name)}
              className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
            >
              Review
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card title={KYC_TEXT.awaitingReview} bodyClassName="px-4 py-2">
      {body}
    </Card>
  );
}
