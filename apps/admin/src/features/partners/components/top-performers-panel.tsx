import type { TopPerformer, TopPerformersPage } from '@job-board/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { ProfileItem } from '../../../components/ui/profile-item';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useListParams } from '../../../lib/use-list-params';
import { useTopPerformers } from '../api/use-top-performers';
import { PARTNERS_TEXT, TOP_PERFORMERS_PARAMS } from '../messages';

function TopPerformersSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{PARTNERS_TEXT.topLoading}</span>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}

function TopPerformerItem({ performer }: { performer: TopPerformer }) {
  return (
    <ProfileItem
      layout="row"
      person={{ name: performer.company_name, picture: performer.img_url }}
      detail={PARTNERS_TEXT.jobsPosted(performer.jobs_posted)}
    />
  );
}

type PagingArrowsProps = {
  page: TopPerformersPage | undefined;
  /** While another page loads, both arrows wait. */
  isChanging: boolean;
  onPageChange: (page: number) => void;
};

function PagingArrows({ page, isChanging, onPageChange }: PagingArrowsProps) {
  const current = page?.current_page ?? 1;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={PARTNERS_TEXT.topPrevious}
        disabled={isChanging || !page?.prev_page_url}
        onClick={() => onPageChange(current - 1)}
        className="w-8 px-0"
      >
        <ChevronLeftIcon />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={PARTNERS_TEXT.topNext}
        disabled={isChanging || !page?.next_page_url}
        onClick={() => onPageChange(current + 1)}
        className="w-8 px-0"
      >
        <ChevronRightIcon />
      </Button>
    </>
  );
}

/** The partners with the most published jobs, four at a time, with previous and next arrows. */
export function TopPerformersPanel({ className }: { className?: string }) {
  const params = useListParams({ prefix: TOP_PERFORMERS_PARAMS });
  const performers = useTopPerformers({ page: params.page });
  return (
    <Card
      title={PARTNERS_TEXT.topHeading}
      className={className}
      actions={
        <PagingArrows
          page={performers.data}
          isChanging={performers.isPlaceholderData}
          onPageChange={params.setPage}
        />
      }
    >
      <QueryState
        query={performers}
        loading={<TopPerformersSkeleton />}
        errorFallback={PARTNERS_TEXT.topLoadFailed}
        isEmpty={(data) => data.data.length === 0}
        emptyMessage={PARTNERS_TEXT.topEmpty}
      >
        {(data) => (
          <ul
            aria-label={PARTNERS_TEXT.topHeading}
            aria-busy={performers.isPlaceholderData || undefined}
            className="divide-y divide-slate-100"
          >
            {data.data.map((performer) => (
              <TopPerformerItem key={performer.id} performer={performer} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
