import { endpoints, USERS_LIST, type UserBulkAction, type UserListItem } from '@job-board/contract';
import { useMemo, useState } from 'react';
import { ImportLink } from '../../components/list/import-link';
import type { TitledListText } from '../../components/list/titled-list';
import type { ListBulk } from '../../components/list/list-view';
import { ListScreen } from '../../components/list/list-screen';
import { useListView } from '../../components/list/use-list-view';
import { usePagePrefetch } from '../../components/list/use-page-prefetch';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { RowActions } from '../../components/ui/data-table';
import type { RowMenuItem } from '../../components/ui/row-menu';
import { notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../../lib/permissions';
import { useRecordDelete } from '../../lib/use-record-delete';
import { useUndo } from '../../lib/use-undo';
import { useSetUserBlocked } from './api/use-set-user-blocked';
import { useUsers } from './api/use-users';
import { useUsersBulk } from './api/use-users-bulk';
import { USER_CELLS } from './components/user-cells';
import { BLOCK_TOAST_MS, USERS_TEXT } from './messages';

const LIST_TEXT: TitledListText = {
  noun: USERS_TEXT.noun,
  loadFailed: USERS_TEXT.loadFailed,
  empty: USERS_TEXT.empty,
  noMatch: USERS_TEXT.noMatch,
};

const BLOCKED_OPTIONS = {
  blocked: [
    { value: 'yes', label: USERS_TEXT.blockedYes },
    { value: 'no', label: USERS_TEXT.blockedNo },
  ],
};

type BlockChange = { user: UserListItem; blocked: boolean };

/**
 * Users registered on the platform: the users list (USERS_LIST) with its search, filters, sort,
 * columns, pages and CSV export; block or unblock one user (confirmed) or many at once; delete
 * one user into the trash.
 */
export function UsersScreen() {
  const view = useListView(USERS_LIST);
  const users = useUsers(view.query);
  const prefetchPage = usePagePrefetch(endpoints.users.list);
  const canEdit = usePermission('users.write');
  const setBlocked = useSetUserBlocked();
  const bulk = useUsersBulk();
  const undo = useUndo();
  const deletion = useRecordDelete('user');
  const askDelete = deletion?.ask;
  const [change, setChange] = useState<BlockChange | null>(null);

  const bulkActions: ListBulk<UserBulkAction, typeof USERS_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...target }),
    // A block is set back by the audit log's revert, a delete by the trash.
    undoable: (action) => (action === 'delete' ? 'trash' : 'audit'),
    confirm: (action, count) =>
      action === 'delete'
        ? { title: USERS_TEXT.confirmBulkDelete(count), body: USERS_TEXT.confirmBulkDeleteBody }
        : {
            title:
              action === 'block'
                ? USERS_TEXT.confirmBulkBlock(count)
                : USERS_TEXT.confirmBulkUnblock(count),
            body: USERS_TEXT.confirmBulkBody,
          },
  };

  // The same actions while nothing changes, so a row menu opening draws only its own row.
  const blockingId = setBlocked.isPending ? setBlocked.variables.id : null;
  const actions = useMemo<RowActions<UserListItem> | undefined>(() => {
    if (!canEdit) return undefined;
    const blockItems = (user: UserListItem): RowMenuItem[] => {
      const disabled = blockingId === user.id;
      return [
        user.blocked
          ? {
              label: USERS_TEXT.unblock,
              onSelect: () => setChange({ user, blocked: false }),
              disabled,
            }
          : {
              label: USERS_TEXT.block,
              tone: 'danger',
              onSelect: () => setChange({ user, blocked: true }),
              disabled,
            },
      ];
    };
    return {
      extraItems: blockItems,
      onDelete: askDelete && ((user) => askDelete({ id: user.id, name: user.full_name })),
    };
  }, [canEdit, blockingId, askDelete]);

  async function confirmChange() {
    if (!change) return;
    try {
      const result = await setBlocked.mutateAsync({ id: change.user.id, blocked: change.blocked });
      notifySuccess(result.message, { duration: BLOCK_TOAST_MS, action: undo(result) });
    } catch (error) {
      throw new Error(
        errorMessage(error, change.blocked ? USERS_TEXT.blockFailed : USERS_TEXT.unblockFailed),
        { cause: error },
      );
    }
  }

  return (
    <ListScreen
      header={USERS_TEXT}
      view={view}
      data={users}
      text={LIST_TEXT}
      rowLabel={(user) => user.full_name}
      cells={USER_CELLS}
      actions={actions}
      filterOptions={BLOCKED_OPTIONS}
      bulk={bulkActions}
      prefetchPage={prefetchPage}
      exportFile={{ endpoint: endpoints.users.export, fileName: USERS_TEXT.exportFileName }}
      tools={<ImportLink kind="users" />}
    >
      <ConfirmDialog
        open={change !== null}
        onOpenChange={(open) => !open && setChange(null)}
        title={
          change &&
          (change.blocked
            ? USERS_TEXT.confirmBlock(change.user.full_name)
            : USERS_TEXT.confirmUnblock(change.user.full_name))
        }
        body={change?.blocked ? USERS_TEXT.confirmBlockBody : USERS_TEXT.confirmUnblockBody}
        confirmLabel={change?.blocked ? USERS_TEXT.block : USERS_TEXT.unblock}
        onConfirm={confirmChange}
      />
      {deletion?.dialog}
    </ListScreen>
  );
}
