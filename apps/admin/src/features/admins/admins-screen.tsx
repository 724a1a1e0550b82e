import {
  ADMIN_STATUSES,
  ADMIN_STATUS_LABELS,
  ROLES,
  ROLE_LABELS,
  type AdminListItem,
  type AdminStatus,
  type Role,
} from '@job-board/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FilterChips, type FilterChip } from '../../components/ui/filter-chips';
import { ListToolbar } from '../../components/ui/list-toolbar';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { SortFilter } from '../../components/ui/sort-filter';
import { notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth-store';
import { usePermission } from '../../lib/permissions';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useAdminAction, useAdmins, type AdminAction } from './api/use-admins';
import { AdminsTable, AdminsTableSkeleton, type AdminRowAction } from './components/admins-table';
import { ChangeRoleModal } from './components/change-role-modal';
import { InviteAdminModal } from './components/invite-admin-modal';
import { ADMINS_DEFAULT_SORT, ADMINS_TEXT } from './messages';

const SORT_OPTIONS = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'name', label: 'Name: A - Z' },
  { value: '-name', label: 'Name: Z - A' },
];

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_OPTIONS = ADMIN_STATUSES.map((status) => ({
  value: status,
  label: ADMIN_STATUS_LABELS[status],
}));

const FILTER_DEFAULTS = { role: '', status: '' };

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isStatus = (value: string): value is AdminStatus =>
  (ADMIN_STATUSES as readonly string[]).includes(value);

type Pending = { admin: AdminListItem; action: AdminAction };

const CONFIRM: Record<
  AdminAction,
  { title: (name: string) => string; body: string; label: string }
> = {
  deactivate: {
    title: ADMINS_TEXT.confirmDeactivate,
    body: ADMINS_TEXT.confirmDeactivateBody,
    label: ADMINS_TEXT.deactivate,
  },
  reactivate: {
    title: ADMINS_TEXT.confirmReactivate,
    body: ADMINS_TEXT.confirmReactivateBody,
    label: ADMINS_TEXT.reactivate,
  },
  reinvite: {
    title: ADMINS_TEXT.confirmResend,
    body: ADMINS_TEXT.confirmResendBody,
    label: ADMINS_TEXT.resend,
  },
};

/**
 * The back office's team (owners and admins): search, role and status filters as chips, newest
 * first or by name; invite a colleague, change a role, deactivate or reactivate, re-send an
 * invitation. The server keeps the rules (owners, the last owner, oneself) and says why it
 * refuses; its words are shown as they are.
 */
export function AdminsScreen() {
  const list = useListParams({ defaultSort: ADMINS_DEFAULT_SORT, filters: FILTER_DEFAULTS });
  const { role, status } = list.filters;
  const admins = useAdmins({
    page: list.page,
    s: list.search || undefined,
    sort: list.sort,
    role: isRole(role) ? role : undefined,
    status: isStatus(status) ? status : undefined,
  });
  usePageInRange(list, admins.data?.meta.last_page, admins.isPlaceholderData);
  const { user } = useAuth();
  const canManage = usePermission('admins.manage');
  const self = { id: user?.id ?? 0, isOwner: user?.role === 'owner' };
  const action = useAdminAction();
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<AdminListItem | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  function onRowAction(admin: AdminListItem, rowAction: AdminRowAction) {
    if (rowAction === 'role') setRoleOf(admin);
    else setPending({ admin, action: rowAction });
  }

  async function confirmPending() {
    if (!pending) return;
    try {
      const result = await action.mutateAsync({ id: pending.admin.id, action: pending.action });
      notifySuccess(result.message);
    } catch (error) {
      throw new Error(errorMessage(error, ADMINS_TEXT.actionFailed), { cause: error });
    }
  }

  const chips: FilterChip[] = [
    ...(list.search
      ? [
          {
            id: 's',
            label: ADMINS_TEXT.chipSearch(list.search),
            onRemove: () => list.setSearch(''),
          },
        ]
      : []),
    ...(isRole(role)
      ? [
          {
            id: 'role',
            label: ADMINS_TEXT.chipRole(ROLE_LABELS[role]),
            onRemove: () => list.setFilter('role', ''),
          },
        ]
      : []),
    ...(isStatus(status)
      ? [
          {
            id: 'status',
            label: ADMINS_TEXT.chipStatus(ADMIN_STATUS_LABELS[status]),
            onRemove: () => list.setFilter('status', ''),
          },
        ]
      : []),
  ];
  const filtered = chips.length > 0;
  const confirm = pending ? CONFIRM[pending.action] : null;

  return (
    <>
      <PageHeader title={ADMINS_TEXT.title} subtitle={ADMINS_TEXT.subtitle} />
      <Card bodyClassName="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ListToolbar
            list={list}
            sortOptions={SORT_OPTIONS}
            text={ADMINS_TEXT}
            searchClassName="min-w-56 flex-1"
            className="flex-1"
          />
          {canManage && <Button onClick={() => setInviting(true)}>{ADMINS_TEXT.invite}</Button>}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SortFilter
            label={ADMINS_TEXT.roleFilter}
            showLabel
            value={role}
            onChange={(value) => list.setFilter('role', value)}
            options={ROLE_OPTIONS}
            emptyOptionLabel={ADMINS_TEXT.anyRole}
          />
          <SortFilter
            label={ADMINS_TEXT.statusFilter}
            showLabel
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            options={STATUS_OPTIONS}
            emptyOptionLabel={ADMINS_TEXT.anyStatus}
          />
        </div>
        <FilterChips chips={chips} />
        <QueryState
          query={admins}
          loading={<AdminsTableSkeleton />}
          errorFallback={ADMINS_TEXT.loadFailed}
          isEmpty={(page) => page.data.length === 0}
          emptyMessage={filtered ? ADMINS_TEXT.noMatch : ADMINS_TEXT.empty}
        >
          {(page) => (
            <>
              <AdminsTable
                admins={page.data}
                self={self}
                onAction={canManage ? onRowAction : undefined}
                sort={{ value: list.sort, onChange: list.setSort }}
              />
              <Pagination
                currentPage={page.meta.current_page}
                lastPage={page.meta.last_page}
                onPageChange={list.setPage}
                label={ADMINS_TEXT.pagesLabel}
              />
            </>
          )}
        </QueryState>
      </Card>
      {canManage && (
        <InviteAdminModal open={inviting} onOpenChange={setInviting} isOwner={self.isOwner} />
      )}
      {roleOf && (
        <ChangeRoleModal admin={roleOf} onClose={() => setRoleOf(null)} isOwner={self.isOwner} />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending && confirm?.title(pending.admin.name)}
        body={confirm?.body}
        confirmLabel={confirm?.label}
        onConfirm={confirmPending}
      />
    </>
  );
}
