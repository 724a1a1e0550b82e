import type { WebPageListItem } from '@job-board/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataTableProps } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePermission } from '../../../lib/permissions';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useWebPages } from '../api/use-web-pages';
import { WEB_PAGES_PREFIX } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { EditWebPageModal } from './edit-web-page-modal';
import { WebPageFormModal } from './web-page-form-modal';

type WebPagesTable = Omit<DataTableProps<WebPageListItem>, 'rows'>;

const COLUMNS: WebPagesTable['columns'] = [
  {
    id: 'title',
    header: CONTENT_TEXT.titleColumn,
    value: (page) => page.title,
    sortField: 'title',
  },
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

/**
 * The paged web pages table (spec §2): "+ Add page" and edit in a modal, no delete from the
 * table.
 */
export function WebPagesPanel() {
  const list = useListParams({ prefix: WEB_PAGES_PREFIX });
  const pages = useWebPages(list.page, list.sort);
  const canEdit = usePermission('content.write');
  const [editing, setEditing] = useState<WebPageListItem | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  usePageInRange(list, pages.data?.meta.last_page, pages.isPlaceholderData);

  const table: WebPagesTable = {
    label: CONTENT_TEXT.webPagesTableLabel,
    columns: COLUMNS,
    rowKey: (page) => page.id,
    rowLabel: (page) => page.title,
    actions: canEdit ? { onEdit: setEditing } : undefined,
    sort: { value: list.sort, onChange: list.setSort },
  };

  return (
    <Card
      title={CONTENT_TEXT.webPagesHeading}
      actions={
        canEdit && (
          <Button size="sm" onClick={() => setIsAdding(true)}>
            {CONTENT_TEXT.addWebPage}
          </Button>
        )
      }
      bodyClassName=""
    >
      <QueryState
        query={pages}
        loading={<DataTable {...table} rows={undefined} isLoading />}
        errorFallback={CONTENT_TEXT.webPagesLoadFailed}
        isEmpty={(page) => page.data.length === 0}
        emptyMessage={CONTENT_TEXT.webPagesEmpty}
      >
        {(page) => <DataTable {...table} rows={page.data} />}
      </QueryState>
      <Pagination
        currentPage={list.page}
        lastPage={pages.data?.meta.last_page ?? 1}
        onPageChange={list.setPage}
        label={CONTENT_TEXT.webPagesPagination}
        className="border-t border-slate-200 p-3"
      />
      <EditWebPageModal page={editing} onClose={() => setEditing(null)} />
      {isAdding && <WebPageFormModal onClose={() => setIsAdding(false)} />}
    </Card>
  );
}
