import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { usePermission } from '../../../lib/permissions';
import { formatDate } from '../../../utils/format-date';
import { useKycVerifications } from '../api/use-kyc-verifications';
import { KYC_LIST_PATH } from '../kyc-list-location';
import { KYC_TEXT } from '../messages';

/** How many of the newest pending verifications the dashboard lists. */
export const AWAITING_REVIEW_LIMIT = 5;

/** The newest pending verifications, each linking to its review page (for roles that review). */
export function KycAwaitingReview() {
  const pending = useKycVerifications({ status: 'pending', page: 1 });
  const canReview = usePermission('kyc.review');

  return (
    <Card title={KYC_TEXT.awaitingReview} bodyClassName="px-4 py-2">
      <QueryState
        query={pending}
        loading={<LoadingBlock label={`Loading ${KYC_TEXT.awaitingReviewLabel.toLowerCase()}…`} />}
        errorFallback={KYC_TEXT.listLoadFailed}
        isEmpty={(data) => data.verifications.data.length === 0}
        emptyMessage={KYC_TEXT.awaitingReviewEmpty}
      >
        {(data) => (
          <ul aria-label={KYC_TEXT.awaitingReviewLabel} className="divide-y divide-slate-100">
            {data.verifications.data.slice(0, AWAITING_REVIEW_LIMIT).map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{row.full_name}</p>
                  <p className="text-xs text-slate-500">
                    {row.id_type} · {formatDate(row.submitted_at)}
                  </p>
                </div>
                {canReview && (
                  <Link
                    to={`${KYC_LIST_PATH}/${row.id}`}
                    aria-label={KYC_TEXT.review(row.full_name)}
                    className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
                  >
                    Review
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
