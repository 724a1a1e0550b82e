import type { UserListItem } from '@job-board/contract';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { ListToolbar } from '../../components/ui/list-toolbar';
import { alphabeticalSortOptions } from '../../components/ui/sort-filter';
import { notifyError, notifySuccess } from '../../components/ui/toasts';
import { PageHeader } from '../../app/layout/page-header';
import { errorMessage } from '../../lib/api-error';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useUsers } from './api/get-users';
import { useSetUserBlocked } from './api/set-user-blocked';
import { UsersTable } from './components/users-table';
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
        <UsersTable
          users={users.data?.data}
          isLoading={users.isPending}
          error={users.isError ? errorMessage(users.error, USERS_TEXT.loadFailed) : null}
          onRetry={() => void users.refetch()}
          emptyMessage={list.search ? USERS_TEXT.noMatch(list.search) : USERS_TEXT.empty}
          onSetBlocked={changeBlocked}
          pendingUserId={setBlocked.isPending ? setBlocked.variables.id : null}
        />
        <Pagination
          currentPage={users.data?.meta.current_page ?? list.page}
          lastPage={users.data?.meta.last_page ?? 1}
          onPageChange={list.setPage}
          label={USERS_TEXT.pagesLabel}
        />
      </Card>
    </>
  );
}
