import type { WebPageListItem } from '@job-board/contract';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-error';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useWebPages } from '../api/list-web-pages';
import { WEB_PAGES_PREFIX } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { EditWebPageModal } from './edit-web-page-modal';

const COLUMNS: readonly Column<WebPageListItem>[] = [
  { id: 'title', header: CONTENT_TEXT.titleColumn, value: (page) => page.title },
  {
    id: 'published',
    kind: 'boolean',
    header: CONTENT_TEXT.publishedColumn,
    value: (page) => page.published,
  },
  {
    id: 'status',
    header: CONTENT_TEXT.statusColumn,
    value: (page) => page.status,
    render: (page) => <StatusBadge status={page.status} />,
  },
];

/** The paged web pages table (spec §2): edit in a modal, no delete from the table. */
export function WebPagesPanel() {
  const list = useListParams({ prefix: WEB_PAGES_PREFIX });
  const pages = useWebPages(list.page);
  const [editing, setEditing] = useState<WebPageListItem | null>(null);
  usePageInRange(list, pages.data?.meta.last_page, pages.isPlaceholderData);

  return (
    <Card title={CONTENT_TEXT.webPagesHeading} bodyClassName="">
      <DataTable
        label={CONTENT_TEXT.webPagesTableLabel}
        columns={COLUMNS}
        rows={pages.data?.data}
        rowKey={(page) => page.id}
        rowLabel={(page) => page.title}
        actions={{ onEdit: setEditing }}
        isLoading={pages.isPending}
        error={pages.isError ? errorMessage(pages.error, CONTENT_TEXT.webPagesLoadFailed) : null}
        onRetry={() => void pages.refetch()}
        emptyMessage={CONTENT_TEXT.webPagesEmpty}
      />
      <Pagination
        currentPage={list.page}
        lastPage={pages.data?.meta.last_page ?? 1}
        onPageChange={list.setPage}
        label={CONTENT_TEXT.webPagesPagination}
        className="border-t border-slate-200 p-3"
      />
      <EditWebPageModal page={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
