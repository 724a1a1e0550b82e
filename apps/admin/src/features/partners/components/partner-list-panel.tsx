import { endpoints, PARTNERS_LIST, type PartnerListItem } from '@job-board/contract';
import { ImportLink } from '../../../components/list/import-link';
import { ListView, type ListViewText } from '../../../components/list/list-view';
import { useListView } from '../../../components/list/use-list-view';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecordDelete } from '../../../lib/use-record-delete';
import { usePartners } from '../api/use-partners';
import { PARTNERS_TEXT } from '../messages';
import { PartnerListEntry } from './partner-list-item';

const LIST_TEXT: ListViewText = {
  label: PARTNERS_TEXT.listHeading,
  noun: 'partners',
  loadFailed: PARTNERS_TEXT.listLoadFailed,
  empty: PARTNERS_TEXT.listEmpty,
  noMatch: PARTNERS_TEXT.noMatch,
  noFilterMatch: PARTNERS_TEXT.noFilterMatch,
  pagesLabel: PARTNERS_TEXT.paginationLabel,
};

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

/** Each partner as an entry (picture, name, bio and member since), on every screen size. */
function PartnerEntries({
  partners,
  onDelete,
}: {
  partners: readonly PartnerListItem[] | undefined;
  onDelete?: (partner: PartnerListItem) => void;
}) {
  if (partners === undefined) return <PartnerListSkeleton />;
  return (
    <ul aria-label={PARTNERS_TEXT.listHeading} className="divide-y divide-slate-100">
      {partners.map((partner) => (
        <PartnerListEntry key={partner.id} partner={partner} onDelete={onDelete} />
      ))}
    </ul>
  );
}

/**
 * The partners list (PARTNERS_LIST): searched and sorted by company name, filtered by a running
 * subscription, paged and exported, its state in the URL; a partner is deleted (into the trash)
 * from its menu.
 */
export function PartnerListPanel({ className }: { className?: string }) {
  const view = useListView(PARTNERS_LIST);
  const partners = usePartners(view.query);
  const deletion = useRecordDelete('partner');
  const askDelete = deletion?.ask;

  return (
    <Card
      title={PARTNERS_TEXT.listHeading}
      className={className}
      actions={<ImportLink kind="partners" />}
    >
      <ListView
        view={view}
        data={partners}
        text={LIST_TEXT}
        rowKey={(partner) => partner.id}
        rowLabel={(partner) => partner.name}
        renderRows={(rows) => (
          <PartnerEntries
            partners={rows}
            onDelete={askDelete && ((partner) => askDelete({ id: partner.id, name: partner.name }))}
          />
        )}
        exportFile={{
          endpoint: endpoints.partners.export,
          fileName: PARTNERS_TEXT.exportFileName,
        }}
      />
      {deletion?.dialog}
    </Card>
  );
}
