import { Card } from '../../../components/ui/card';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { ProfileItem } from '../../../components/ui/profile-item';
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

/** The partners who joined last, as small cards. */
export function PartnerCardsPanel({ className }: { className?: string }) {
  const partners = usePartnerCards();
  return (
    <Card className={className} title={DASHBOARD_TEXT.partnersHeading}>
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
              <ProfileItem
                key={partner.id}
                layout="tile"
                person={{ name: partner.name, picture: partner.profile_picture }}
                heading={
                  <TruncatedText
                    text={partner.name}
                    limit={PARTNER_CARD_NAME.length}
                    whenLongerThan={PARTNER_CARD_NAME.whenLongerThan}
                  />
                }
                detail={DASHBOARD_TEXT.jobsPosted(partner.posted_jobs)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
