import { WEB_PAGES_LIST, type WebPageListItem } from '@job-board/contract';
import { useState } from 'react';
import type { CellSpecs } from '../../../components/list/list-columns';
import { ListCard } from '../../../components/list/list-card';
import { useListView } from '../../../components/list/use-list-view';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePermission } from '../../../lib/permissions';
import { useWebPages } from '../api/use-web-pages';
import { WEB_PAGES_PREFIX } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { EditWebPageModal } from './edit-web-page-modal';
import { WebPageFormModal } from './web-page-form-modal';

const CELLS: CellSpecs<WebPageListItem> = {
  published: { kind: 'boolean', value: (page) => page.published },
  status: { value: (page) => page.status, render: (page) => <StatusBadge status={page.status} /> },
};

/**
 * The web pages list (WEB_PAGES_LIST), paged by the server: "+ Add page" and edit in a modal,
 * no delete from the table.
 */
export function WebPagesPanel() {
  const view = useListView(WEB_PAGES_LIST, { prefix: WEB_PAGES_PREFIX });
  const pages = useWebPages(view.query);
  const canEdit = usePermission('content.write');
  const [editing, setEditing] = useState<WebPageListItem | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  return (
    <ListCard
      title={CONTENT_TEXT.webPagesHeading}
      create={
        canEdit ? { label: CONTENT_TEXT.addWebPage, onClick: () => setIsAdding(true) } : undefined
      }
      view={view}
      data={pages}
      text={{
        label: CONTENT_TEXT.webPagesTableLabel,
        noun: 'web pages',
        loadFailed: CONTENT_TEXT.webPagesLoadFailed,
        empty: CONTENT_TEXT.webPagesEmpty,
        pagesLabel: CONTENT_TEXT.webPagesPagination,
      }}
      rowLabel={(page) => page.title}
      cells={CELLS}
      actions={canEdit ? { onEdit: setEditing } : undefined}
    >
      <EditWebPageModal page={editing} onClose={() => setEditing(null)} />
      {isAdding && <WebPageFormModal onClose={() => setIsAdding(false)} />}
    </ListCard>
  );
}
