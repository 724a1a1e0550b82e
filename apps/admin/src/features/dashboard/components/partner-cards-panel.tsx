import type { PartnerCard } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { ProfilePicture } from '../../../components/ui/profile-picture';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePartnerCards } from '../api/use-partner-cards';
import { DASHBOARD_TEXT, PARTNER_CARD_NAME } from '../messages';

const GRID = 'grid grid-cols-2 gap-3';

function PartnerCardsSkeleton() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{DASHBOARD_TEXT.partnersLoading}</span>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-32" />
      ))}
    </div>
  );
}

function PartnerCardItem({ partner }: { partner: PartnerCard }) {
  return (
    <li className="flex flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center">
      <ProfilePicture
        src={partner.profile_picture}
        name={partner.name}
        className="size-12 border border-slate-200"
      />
      <h3 className="text-sm font-semibold text-slate-900">
        <TruncatedText
          text={partner.name}
          limit={PARTNER_CARD_NAME.length}
          whenLongerThan={PARTNER_CARD_NAME.whenLongerThan}
        />
      </h3>
      <p className="text-xs text-slate-600">{DASHBOARD_TEXT.jobsPosted(partner.posted_jobs)}</p>
    </li>
  );
}

/** The partners who joined last, as small cards. */
export function PartnerCardsPanel() {
  const partners = usePartnerCards();
  return (
    <Card title={DASHBOARD_TEXT.partnersHeading}>
      <QueryState
        query={partners}
        loading={<PartnerCardsSkeleton />}
        errorFallback={DASHBOARD_TEXT.partnersLoadFailed}
        isEmpty={(data) => data.length === 0}
        emptyMessage={DASHBOARD_TEXT.partnersEmpty}
      >
        {(data) => (
          <ul aria-label={DASHBOARD_TEXT.partnersHeading} className={GRID}>
            {data.map((partner) => (
              <PartnerCardItem key={partner.id} partner={partner} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
