import { PARTNER_SORT_FIELDS, endpoints } from '@job-board/contract';
import { Card } from '../../../components/ui/card';
import { DownloadButton } from '../../../components/ui/download-button';
import { FilterChips } from '../../../components/ui/filter-chips';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { SortFilter, alphabeticalSortOptions } from '../../../components/ui/sort-filter';
import { useDownload } from '../../../lib/use-download';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { usePartners } from '../api/use-partners';
import { PARTNERS_TEXT } from '../messages';
import { PartnerListEntry } from './partner-list-item';

const [SORT_FIELD] = PARTNER_SORT_FIELDS;
const SORT_OPTIONS = alphabeticalSortOptions(SORT_FIELD);
const FILTER_DEFAULTS = { active_subscription: '' };
const ACTIVE_OPTIONS = [
  { value: 'yes', label: PARTNERS_TEXT.activeYes },
  { value: 'no', label: PARTNERS_TEXT.activeNo },
];

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

/**
 * The partners, searched and sorted by company name, filtered by a running subscription (shown as
 * a chip) and paged; the state lives in the URL. The export takes the same filter and order.
 */
export function PartnerListPanel({ className }: { className?: string }) {
  const list = useListParams({ defaultSort: SORT_FIELD, filters: FILTER_DEFAULTS });
  const { active_subscription } = list.filters;
  /** What selects the partners: the list and its export share it. */
  const filter = {
    s: list.search || undefined,
    sort: list.sort,
    active_subscription: active_subscription || undefined,
  };
  const partners = usePartners({ page: list.page, ...filter });
  const download = useDownload();

  usePageInRange(list, partners.data?.meta.last_page, partners.isPlaceholderData);

  const chips = active_subscription
    ? [
        {
          id: 'active_subscription',
          label: PARTNERS_TEXT.chipActive(active_subscription),
          onRemove: () => list.setFilter('active_subscription', ''),
        },
      ]
    : [];

  return (
    <Card title={PARTNERS_TEXT.listHeading} className={className}>
      <div className="mb-4 flex flex-col gap-3">
        <ListToolbar list={list} sortOptions={SORT_OPTIONS} text={PARTNERS_TEXT} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SortFilter
            label={PARTNERS_TEXT.activeFilter}
            showLabel
            value={active_subscription}
            onChange={(value) => list.setFilter('active_subscription', value)}
            options={ACTIVE_OPTIONS}
            emptyOptionLabel={PARTNERS_TEXT.activeAny}
          />
          <DownloadButton
            label={PARTNERS_TEXT.exportCsv}
            download={download}
            onClick={() =>
              void download.start(
                endpoints.partners.export,
                { query: filter },
                PARTNERS_TEXT.exportFileName,
              )
            }
          />
        </div>
        <FilterChips chips={chips} />
      </div>
      <QueryState
        query={partners}
        loading={<PartnerListSkeleton />}
        errorFallback={PARTNERS_TEXT.listLoadFailed}
        isEmpty={(data) => data.data.length === 0}
        emptyMessage={
          list.search
            ? PARTNERS_TEXT.noMatch(list.search)
            : active_subscription
              ? PARTNERS_TEXT.noFilterMatch
              : PARTNERS_TEXT.listEmpty
        }
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
