import { ADMINS_LIST, type AdminListItem } from '@job-board/contract';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { ListView, type ListViewText } from '../../components/list/list-view';
import { useListView } from '../../components/list/use-list-view';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth-store';
import { usePermission } from '../../lib/permissions';
import { useAdminAction, useAdmins, type AdminAction } from './api/use-admins';
import {
  adminCells,
  adminMenuItems,
  type AdminRowAction,
  type MenuSelf,
} from './components/admin-cells';
import { ChangeRoleModal } from './components/change-role-modal';
import { useInvitationLinks } from './components/invitation-links';
import { InviteAdminModal } from './components/invite-admin-modal';
import { ADMINS_TEXT } from './messages';

const LIST_TEXT: ListViewText = {
  label: ADMINS_TEXT.tableLabel,
  noun: 'admins',
  loadFailed: ADMINS_TEXT.loadFailed,
  empty: ADMINS_TEXT.empty,
  noMatch: () => ADMINS_TEXT.noMatch,
  noFilterMatch: ADMINS_TEXT.noMatch,
  searchLabel: ADMINS_TEXT.searchLabel,
  sortLabel: ADMINS_TEXT.sortLabel,
  pagesLabel: ADMINS_TEXT.pagesLabel,
};

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
 * invitation, and (owners) copy a pending invitation's fresh link. Without a mail server an
 * invitation's link is shown to copy instead of mailed. The server keeps the rules (owners, the
 * last owner, oneself) and says why it refuses; its words are shown as they are.
 */
export function AdminsScreen() {
  const view = useListView(ADMINS_LIST);
  const admins = useAdmins(view.query);
  const { user } = useAuth();
  const canManage = usePermission('admins.manage');
  const mayCopyLinks = usePermission('admins.security');
  const selfId = user?.id ?? 0;
  const self: MenuSelf = { id: selfId, isOwner: user?.role === 'owner', mayCopyLinks };
  const cells = useMemo(() => adminCells(selfId), [selfId]);
  const action = useAdminAction();
  const links = useInvitationLinks();
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<AdminListItem | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  function onRowAction(admin: AdminListItem, rowAction: AdminRowAction) {
    if (rowAction === 'role') setRoleOf(admin);
    else if (rowAction === 'copyLink') void links.copyFreshLink(admin);
    else setPending({ admin, action: rowAction });
  }

  async function confirmPending() {
    if (!pending) return;
    try {
      const result = await action.mutateAsync({ id: pending.admin.id, action: pending.action });
      if ('mailed' in result) links.showInvitationSent(result);
      else notifySuccess(result.message);
    } catch (error) {
      throw new Error(errorMessage(error, ADMINS_TEXT.actionFailed), { cause: error });
    }
  }

  const confirm = pending ? CONFIRM[pending.action] : null;

  return (
    <>
      <PageHeader title={ADMINS_TEXT.title} subtitle={ADMINS_TEXT.subtitle} />
      <Card bodyClassName="flex flex-col gap-4 p-4">
        {canManage && (
          <Button className="self-end" onClick={() => setInviting(true)}>
            {ADMINS_TEXT.invite}
          </Button>
        )}
        <ListView
          view={view}
          data={admins}
          text={LIST_TEXT}
          rowKey={(admin) => admin.id}
          rowLabel={(admin) => admin.name}
          cells={cells}
          actions={
            canManage
              ? { extraItems: (admin) => adminMenuItems(admin, self, onRowAction) }
              : undefined
          }
        />
      </Card>
      {canManage && (
        <InviteAdminModal
          open={inviting}
          onOpenChange={setInviting}
          isOwner={self.isOwner}
          onSent={links.showInvitationSent}
        />
      )}
      {links.linkDialog}
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
