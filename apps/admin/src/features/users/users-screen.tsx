import type { UserListItem } from '@job-board/contract';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { ListToolbar } from '../../components/ui/list-toolbar';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { alphabeticalSortOptions } from '../../components/ui/sort-filter';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useSetUserBlocked } from './api/use-set-user-blocked';
import { useUsers } from './api/use-users';
import { UsersTable, UsersTableSkeleton } from './components/users-table';
import { BLOCK_TOAST_MS, USERS_DEFAULT_SORT, USERS_TEXT } from './messages';

const SORT_OPTIONS = alphabeticalSortOptions(USERS_DEFAULT_SORT);

/** Users registered on the platform: search, sort, pages, and block or unblock (spec §2). */
export function UsersScreen() {
  const list = useListParams({ defaultSort: USERS_DEFAULT_SORT });
  const users = useUsers({ page: list.page, s: list.search, sort: list.sort });
  usePageInRange(list, users.data?.meta.last_page, users.isPlaceholderData);
  const setBlocked = useSetUserBlocked();

  function changeBlocked(user: UserListItem, blocked: boolean) {
    setBlocked.mutate(
      { id: user.id, blocked },
      {
        onSuccess: (result) => notifySuccess(result.message, { duration: BLOCK_TOAST_MS }),
        onError: (error) =>
          notifyError(
            errorMessage(error, blocked ? USERS_TEXT.blockFailed : USERS_TEXT.unblockFailed),
          ),
      },
    );
  }

  return (
    <>
      <PageHeader title={USERS_TEXT.title} subtitle={USERS_TEXT.subtitle} />
      <Card bodyClassName="flex flex-col gap-4 p-4">
        <ListToolbar
          list={list}
          sortOptions={SORT_OPTIONS}
          text={USERS_TEXT}
          searchClassName="min-w-56 flex-1"
        />
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
                onSetBlocked={changeBlocked}
                pendingUserId={setBlocked.isPending ? setBlocked.variables.id : null}
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
    </>
  );
}
