import { Link } from 'react-router';
import { TimeAgo } from '../../../components/ui/time-ago';
import { useOldestPendingKyc } from '../api/use-kyc-queue';
import { kycReviewPath } from '../home-paths';
import { DASHBOARD_TEXT } from '../messages';
import { HomeListPanel } from './home-list-panel';

const LINK = 'text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline';

/**
 * The verifications waiting longest, oldest first, each with its Review link; "Review next"
 * opens the oldest (its review page then walks on through the queue).
 */
export function OldestPendingKycPanel({ className }: { className?: string }) {
  const oldest = useOldestPendingKyc();
  const next = oldest.data?.[0];
  return (
    <HomeListPanel
      className={className}
      title={DASHBOARD_TEXT.oldestKycHeading}
      actions={
        next && (
          <Link to={kycReviewPath(next.id)} className={LINK}>
            {DASHBOARD_TEXT.reviewNext}
          </Link>
        )
      }
      query={oldest}
      text={{
        loading: DASHBOARD_TEXT.oldestKycLoading,
        loadFailed: DASHBOARD_TEXT.kycLoadFailed,
        empty: DASHBOARD_TEXT.oldestKycEmpty,
      }}
      row={(verification) => ({
        key: verification.id,
        title: verification.full_name,
        detail: (
          <>
            {DASHBOARD_TEXT.submitted(verification.id_type)}{' '}
            <TimeAgo value={verification.submitted_at} />
          </>
        ),
        end: (
          <Link
            to={kycReviewPath(verification.id)}
            aria-label={DASHBOARD_TEXT.reviewOf(verification.full_name)}
            className={LINK}
          >
            {DASHBOARD_TEXT.review}
          </Link>
        ),
      })}
    />
  );
}
