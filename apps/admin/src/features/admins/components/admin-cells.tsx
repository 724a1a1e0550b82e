import { ROLE_LABELS, type AdminListItem } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TimeAgo } from '../../../components/ui/time-ago';
import { ADMINS_TEXT } from '../messages';

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

/** How the admins list shows a member: name and email ("(you)" for oneself), badges, 2FA. */
export const adminCells = (selfId: number): CellSpecs<AdminListItem> => ({
  name: {
    value: (admin) => admin.name,
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
  role: {
    value: (admin) => ROLE_LABELS[admin.role],
    render: (admin) => <RoleBadge admin={admin} />,
  },
  status: {
    value: (admin) => admin.status,
    render: (admin) => <StatusBadge status={admin.status} />,
  },
  two_factor: {
    value: (admin) =>
      admin.two_factor === 'on' ? ADMINS_TEXT.twoFactorOn : ADMINS_TEXT.twoFactorOff,
  },
  last_sign_in: {
    value: (admin) => admin.last_sign_in_at ?? ADMINS_TEXT.never,
    render: (admin) => <TimeAgo value={admin.last_sign_in_at} fallback={ADMINS_TEXT.never} />,
  },
});

export type AdminRowAction = 'role' | 'deactivate' | 'reactivate' | 'reinvite' | 'copyLink';

/** The signed-in admin, as far as the rows' menus depend on them. */
export type MenuSelf = {
  id: number;
  isOwner: boolean;
  /** Holds admins.security: may copy a pending invitation's link (owners). */
  mayCopyLinks: boolean;
};

/**
 * What the signed-in admin may do to a row: nothing to themselves, nothing to an owner unless
 * they are one (the server says so too, in words, should the list be stale).
 */
export function rowActionsFor(admin: AdminListItem, self: MenuSelf): AdminRowAction[] {
  if (admin.id === self.id) return [];
  if (admin.role === 'owner' && !self.isOwner) return [];
  const actions: AdminRowAction[] = ['role'];
  if (admin.status === 'invited') {
    actions.push('reinvite');
    if (self.mayCopyLinks) actions.push('copyLink');
  }
  actions.push(admin.status === 'deactivated' ? 'reactivate' : 'deactivate');
  return actions;
}

const LABELS: Record<AdminRowAction, string> = {
  role: ADMINS_TEXT.changeRole,
  reinvite: ADMINS_TEXT.resendInvitation,
  copyLink: ADMINS_TEXT.copyInvitationLink,
  deactivate: ADMINS_TEXT.deactivate,
  reactivate: ADMINS_TEXT.reactivate,
};

/** A row's menu: the actions the signed-in admin may take on it. */
export const adminMenuItems = (
  admin: AdminListItem,
  self: MenuSelf,
  onAction: (admin: AdminListItem, action: AdminRowAction) => void,
): RowMenuItem[] =>
  rowActionsFor(admin, self).map((action) => ({
    label: LABELS[action],
    tone: action === 'deactivate' ? 'danger' : 'default',
    onSelect: () => onAction(admin, action),
  }));
