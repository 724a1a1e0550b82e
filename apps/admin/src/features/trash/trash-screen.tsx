import {
  TRASH_KIND_PERMISSIONS,
  TRASH_LIST,
  type TrashBulkAction,
  type TrashItem,
} from '@job-board/contract';
import { useCallback, useMemo, useState } from 'react';
import type { ListBulk } from '../../components/list/list-view';
import { ListScreen } from '../../components/list/list-screen';
import type { TitledListText } from '../../components/list/titled-list';
import { useListView } from '../../components/list/use-list-view';
import type { RowActions } from '../../components/ui/data-table';
import type { RowMenuItem } from '../../components/ui/row-menu';
import { useCan } from '../../lib/permissions';
import { useTrash, useTrashBulk } from './api/trash';
import { PurgeDialog } from './components/purge-dialog';
import { TRASH_CELLS } from './components/trash-cells';
import { useRestoreFlow } from './components/use-restore-flow';
import { TRASH_TEXT } from './messages';

const LIST_TEXT: TitledListText = {
  noun: TRASH_TEXT.noun,
  loadFailed: TRASH_TEXT.loadFailed,
  empty: (
    <>
      <span className="block">{TRASH_TEXT.empty}</span>
      <span className="block">{TRASH_TEXT.retention}</span>
    </>
  ),
  noMatch: TRASH_TEXT.noMatch,
  noFilterMatch: TRASH_TEXT.noFilterMatch,
};

/**
 * The trash (TRASH_LIST): what was deleted, newest first, with what went with it, who deleted it
 * and when it is purged; searched, filtered by type, paged. Restore one (a conflict offers its way
 * out) or many; owners may delete for good.
 */
export function TrashScreen() {
  const view = useListView(TRASH_LIST);
  const trash = useTrash(view.query);
  const bulk = useTrashBulk();
  const can = useCan();
  const [purging, setPurging] = useState<{ item: TrashItem | null; open: boolean }>({
    item: null,
    open: false,
  });
  const askPurge = useCallback((item: TrashItem) => setPurging({ item, open: true }), []);
  const canPurge = can('trash.purge');
  const restoreFlow = useRestoreFlow(canPurge ? askPurge : undefined);
  const { restore } = restoreFlow;

  const actions = useMemo<RowActions<TrashItem>>(
    () => ({
      extraItems: (item) => {
        const items: RowMenuItem[] = [];
        if (can(TRASH_KIND_PERMISSIONS[item.kind])) {
          items.push({ label: TRASH_TEXT.restore, onSelect: () => restore(item) });
        }
        if (canPurge) {
          items.push({ label: TRASH_TEXT.purge, tone: 'danger', onSelect: () => askPurge(item) });
        }
        return items;
      },
    }),
    [can, canPurge, restore, askPurge],
  );

  const bulkActions: ListBulk<TrashBulkAction, typeof TRASH_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...target }),
    confirm: (action, count) =>
      action === 'restore'
        ? { title: TRASH_TEXT.confirmBulkRestore(count), body: TRASH_TEXT.bulkRestoreBody }
        : { title: TRASH_TEXT.confirmBulkPurge(count), body: TRASH_TEXT.bulkPurgeBody },
  };

  return (
    <ListScreen
      header={TRASH_TEXT}
      view={view}
      data={trash}
      text={LIST_TEXT}
      rowLabel={(item) => item.label}
      cells={TRASH_CELLS}
      actions={actions}
      bulk={bulkActions}
    >
      {restoreFlow.dialog}
      <PurgeDialog
        item={purging.item}
        open={purging.open}
        onOpenChange={(open) => setPurging((current) => ({ ...current, open }))}
      />
    </ListScreen>
  );
}
