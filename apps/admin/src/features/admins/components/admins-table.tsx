import { ROLE_LABELS, type AdminListItem } from '@job-board/contract';
import { DataTable, type Column, type TableSort } from '../../../components/ui/data-table';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ADMINS_TEXT } from '../messages';

/** "2026-11-25T14:03:00.000Z" → "2026-11-25 14:03 UTC". */
export const formatSignIn = (iso: string | null) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : ADMINS_TEXT.never;

function RoleBadge({ admin }: { admin: AdminListItem }) {
  const owner = admin.role === 'owner';
  return (
    <span
      className={
        owner
          ? 'inline-flex items-center rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-200 ring-inset'
          : 'inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset'
      }
    >
      {ROLE_LABELS[admin.role]}
    </span>
  );
}

const columns = (selfId: number | null): readonly Column<AdminListItem>[] => [
  {
    id: 'name',
    header: ADMINS_TEXT.columnName,
    value: (admin) => admin.name,
    sortField: 'name',
    render: (admin) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">
          {admin.name}{' '}
          {admin.id === selfId && <span className="text-slate-500">{ADMINS_TEXT.you}</span>}
        </span>
        <span className="text-xs text-slate-500">{admin.email}</span>
      </span>
    ),
  },
  {
    id: 'role',
    header: ADMINS_TEXT.columnRole,
    value: (admin) => ROLE_LABELS[admin.role],
    render: (admin) => <RoleBadge admin={admin} />,
  },
  {
    id: 'status',
    header: ADMINS_TEXT.columnStatus,
    value: (admin) => admin.status,
    render: (admin) => <StatusBadge status={admin.status} />,
  },
  {
    id: 'two_factor',
    header: ADMINS_TEXT.columnTwoFactor,
    value: (admin) =>
      admin.two_factor === 'on' ? ADMINS_TEXT.twoFactorOn : ADMINS_TEXT.twoFactorOff,
    priority: 'secondary',
  },
  {
    id: 'last_sign_in',
    header: ADMINS_TEXT.columnLastSignIn,
    value: (admin) => formatSignIn(admin.last_sign_in_at),
    priority: 'secondary',
  },
];

export type AdminRowAction = 'role' | 'deactivate' | 'reactivate' | 'reinvite';

/**
 * What the signed-in admin may do to a row: nothing to themselves, nothing to an owner unless
 * they are one (the server says so too, in words, should the list be stale).
 */
export function rowActionsFor(
  admin: AdminListItem,
  self: { id: number; isOwner: boolean },
): AdminRowAction[] {
  if (admin.id === self.id) return [];
  if (admin.role === 'owner' && !self.isOwner) return [];
  const actions: AdminRowAction[] = ['role'];
  if (admin.status === 'invited') actions.push('reinvite');
  actions.push(admin.status === 'deactivated' ? 'reactivate' : 'deactivate');
  return actions;
}

const LABELS: Record<AdminRowAction, string> = {
  role: ADMINS_TEXT.changeRole,
  reinvite: ADMINS_TEXT.resendInvitation,
  deactivate: ADMINS_TEXT.deactivate,
  reactivate: ADMINS_TEXT.reactivate,
};

const TABLE = {
  label: ADMINS_TEXT.tableLabel,
  rowKey: (admin: AdminListItem) => admin.id,
  rowLabel: (admin: AdminListItem) => admin.name,
} as const;

export function AdminsTableSkeleton() {
  return <DataTable<AdminListItem> {...TABLE} columns={columns(null)} rows={undefined} isLoading />;
}

type AdminsTableProps = {
  admins: readonly AdminListItem[];
  self: { id: number; isOwner: boolean };
  /** Row menus for those who may manage the team; absent: the list is read-only. */
  onAction?: (admin: AdminListItem, action: AdminRowAction) => void;
  sort: TableSort;
};

/** The team: name and email, role, status, second factor and last sign-in, with row actions. */
export function AdminsTable({ admins, self, onAction, sort }: AdminsTableProps) {
  const items = (admin: AdminListItem): RowMenuItem[] =>
    rowActionsFor(admin, self).map((action) => ({
      label: LABELS[action],
      tone: action === 'deactivate' ? 'danger' : 'default',
      onSelect: () => onAction?.(admin, action),
    }));
  return (
    <DataTable<AdminListItem>
      {...TABLE}
      columns={columns(self.id)}
      rows={admins}
      actions={onAction ? { extraItems: items } : undefined}
      sort={sort}
    />
  );
}
