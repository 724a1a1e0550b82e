import { PARTNER_SORT_FIELDS } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { alphabeticalSortOptions } from '../../../components/ui/sort-filter';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { usePartners } from '../api/use-partners';
import { PARTNERS_TEXT } from '../messages';
import { PartnerListEntry } from './partner-list-item';

const [SORT_FIELD] = PARTNER_SORT_FIELDS;
const SORT_OPTIONS = alphabeticalSortOptions(SORT_FIELD);

function PartnerListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{PARTNERS_TEXT.listLoading}</span>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className="flex gap-4">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The partners, searched and sorted by company name and paged; the state lives in the URL. */
export function PartnerListPanel({ className }: { className?: string }) {
  const list = useListParams({ defaultSort: SORT_FIELD });
  const partners = usePartners({ page: list.page, s: list.search, sort: list.sort });

  usePageInRange(list, partners.data?.meta.last_page, partners.isPlaceholderData);

  return (
    <Card title={PARTNERS_TEXT.listHeading} className={className}>
      <ListToolbar list={list} sortOptions={SORT_OPTIONS} text={PARTNERS_TEXT} className="mb-4" />
      <QueryState
        query={partners}
        loading={<PartnerListSkeleton />}
        errorFallback={PARTNERS_TEXT.listLoadFailed}
        isEmpty={(data) => data.data.length === 0}
        emptyMessage={list.search ? PARTNERS_TEXT.noMatch(list.search) : PARTNERS_TEXT.listEmpty}
      >
        {(data) => (
          <div aria-busy={partners.isPlaceholderData || undefined}>
            <ul aria-label={PARTNERS_TEXT.listHeading} className="divide-y divide-slate-100">
              {data.data.map((partner) => (
                <PartnerListEntry key={partner.id} partner={partner} />
              ))}
            </ul>
            <Pagination
              currentPage={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPageChange={list.setPage}
              label={PARTNERS_TEXT.paginationLabel}
              className="mt-4"
            />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
