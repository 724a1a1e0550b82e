import { endpoints, type UserListItem } from '@job-board/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { BulkBar } from '../../components/ui/bulk-bar';
import { BulkFailuresDialog } from '../../components/ui/bulk-result';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DownloadButton } from '../../components/ui/download-button';
import { FilterChips, type FilterChip } from '../../components/ui/filter-chips';
import { ListToolbar } from '../../components/ui/list-toolbar';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { alphabeticalSortOptions } from '../../components/ui/sort-filter';
import { notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../../lib/permissions';
import { useBulkFlow } from '../../lib/use-bulk-flow';
import { useDownload } from '../../lib/use-download';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useSelection } from '../../lib/use-selection';
import { useSetUserBlocked } from './api/use-set-user-blocked';
import { useUsers } from './api/use-users';
import { useUsersBulk } from './api/use-users-bulk';
import { UsersFilters } from './components/users-filters';
import { UsersTable, UsersTableSkeleton } from './components/users-table';
import { BLOCK_TOAST_MS, USERS_DEFAULT_SORT, USERS_TEXT } from './messages';

const SORT_OPTIONS = [
  ...alphabeticalSortOptions(USERS_DEFAULT_SORT),
  { value: 'name', label: 'Full name: A - Z' },
  { value: '-name', label: 'Full name: Z - A' },
  { value: 'email', label: 'Email: A - Z' },
  { value: '-email', label: 'Email: Z - A' },
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
];

const FILTER_DEFAULTS = { blocked: '', registered_from: '', registered_to: '' };

type BlockChange = { user: UserListItem; blocked: boolean };

/**
 * Users registered on the platform (spec §2): search, filters shown as chips, column sorting,
 * pages, block or unblock one user (confirmed) or many at once, and a CSV export of the list.
 */
export function UsersScreen() {
  const list = useListParams({ defaultSort: USERS_DEFAULT_SORT, filters: FILTER_DEFAULTS });
  const { blocked, registered_from, registered_to } = list.filters;
  /** What selects the users: the list, its export and "all matching" share it. */
  const filter = {
    s: list.search || undefined,
    sort: list.sort,
    blocked: blocked || undefined,
    registered_from: registered_from || undefined,
    registered_to: registered_to || undefined,
  };
  const users = useUsers({ page: list.page, ...filter });
  usePageInRange(list, users.data?.meta.last_page, users.isPlaceholderData);
  const canEdit = usePermission('users.write');
  const selection = useSelection({
    scope: JSON.stringify(filter),
    pageLabel: USERS_TEXT.selectPage,
  });
  const setBlocked = useSetUserBlocked();
  const bulk = useUsersBulk();
  const download = useDownload();
  const [change, setChange] = useState<BlockChange | null>(null);
  const total = users.data?.meta.total ?? 0;
  const count = selection.count(total);
  const flow = useBulkFlow(
    (action: 'block' | 'unblock') => bulk.mutateAsync({ action, ...selection.target(filter) }),
    selection.clear,
  );

  async function confirmChange() {
    if (!change) return;
    try {
      const result = await setBlocked.mutateAsync({ id: change.user.id, blocked: change.blocked });
      notifySuccess(result.message, { duration: BLOCK_TOAST_MS });
    } catch (error) {
      throw new Error(
        errorMessage(error, change.blocked ? USERS_TEXT.blockFailed : USERS_TEXT.unblockFailed),
        { cause: error },
      );
    }
  }

  const chips: FilterChip[] = [
    ...(list.search
      ? [
          {
            id: 's',
            label: USERS_TEXT.chipSearch(list.search),
            onRemove: () => list.setSearch(''),
          },
        ]
      : []),
    ...(blocked
      ? [
          {
            id: 'blocked',
            label: USERS_TEXT.chipBlocked(blocked),
            onRemove: () => list.setFilter('blocked', ''),
          },
        ]
      : []),
    ...(registered_from
      ? [
          {
            id: 'registered_from',
            label: USERS_TEXT.chipFrom(registered_from),
            onRemove: () => list.setFilter('registered_from', ''),
          },
        ]
      : []),
    ...(registered_to
      ? [
          {
            id: 'registered_to',
            label: USERS_TEXT.chipTo(registered_to),
            onRemove: () => list.setFilter('registered_to', ''),
          },
        ]
      : []),
  ];

  const pageIds = users.data?.data.map((user) => user.id) ?? [];
  const nameOf = (id: number) => users.data?.data.find((user) => user.id === id)?.full_name;

  return (
    <>
      <PageHeader title={USERS_TEXT.title} subtitle={USERS_TEXT.subtitle} />
      <Card bodyClassName="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ListToolbar
            list={list}
            sortOptions={SORT_OPTIONS}
            text={USERS_TEXT}
            searchClassName="min-w-56 flex-1"
            className="flex-1"
          />
          <DownloadButton
            label={USERS_TEXT.exportCsv}
            download={download}
            onClick={() =>
              void download.start(
                endpoints.users.export,
                { query: filter },
                USERS_TEXT.exportFileName,
              )
            }
          />
        </div>
        <UsersFilters values={list.filters} onChange={list.setFilter} />
        <FilterChips chips={chips} />
        {canEdit && (
          <BulkBar selection={selection} total={total} pageKeys={pageIds} noun={USERS_TEXT.noun}>
            <Button variant="danger" size="sm" onClick={() => flow.ask('block')}>
              {USERS_TEXT.block}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => flow.ask('unblock')}>
              {USERS_TEXT.unblock}
            </Button>
          </BulkBar>
        )}
        <QueryState
          query={users}
          loading={<UsersTableSkeleton />}
          errorFallback={USERS_TEXT.loadFailed}
          isEmpty={(page) => page.data.length === 0}
          emptyMessage={list.search ? USERS_TEXT.noMatch(list.search) : USERS_TEXT.empty}
        >
          {(page) => (
            <>
              <UsersTable
                users={page.data}
                onSetBlocked={(user, next) => setChange({ user, blocked: next })}
                pendingUserId={setBlocked.isPending ? setBlocked.variables.id : null}
                sort={{ value: list.sort, onChange: list.setSort }}
                selection={selection.table}
              />
              <Pagination
                currentPage={page.meta.current_page}
                lastPage={page.meta.last_page}
                onPageChange={list.setPage}
                label={USERS_TEXT.pagesLabel}
              />
            </>
          )}
        </QueryState>
      </Card>
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
      <ConfirmDialog
        open={flow.pending !== null}
        onOpenChange={flow.onConfirmOpenChange}
        title={
          flow.pending === 'unblock'
            ? USERS_TEXT.confirmBulkUnblock(count)
            : USERS_TEXT.confirmBulkBlock(count)
        }
        body={USERS_TEXT.confirmBulkBody}
        confirmLabel={flow.pending === 'unblock' ? USERS_TEXT.unblock : USERS_TEXT.block}
        onConfirm={flow.confirm}
      />
      <BulkFailuresDialog result={flow.failures} onClose={flow.closeFailures} nameOf={nameOf} />
    </>
  );
}
