import { useRememberVisit } from '../../components/layout/command-palette-recents';
import {
  USER_APPLICATIONS_LIST,
  type UserApplication,
  type UserKycSubmission,
  type UserRecord,
} from '@job-board/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Card } from '../../components/ui/card';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ProfilePicture } from '../../components/ui/profile-picture';
import { StatusBadge } from '../../components/ui/status-badge';
import { notifySuccess } from '../../components/ui/toasts';
import { formatDate } from '../../utils/format-date';
import { useUserApplications, useUserRecord } from './api/records';
import { useRecordBlock } from './api/use-record-block';
import { AuditTrailCard, type AuditCells } from './components/audit-trail-card';
import { RecordFacts } from '../../components/ui/record-facts';
import {
  BlockedBadge,
  RecordLink,
  StateBadge,
  jobRecordPath,
  partnerRecordPath,
} from './components/record-links';
import { RecordListCard, recordListQuery } from './components/record-list-card';
import { useListView } from '../../components/list/use-list-view';
import type { CellSpecs } from '../../components/list/list-columns';
import { RecordScreenFrame } from './components/record-screen-frame';
import { formatDateTime, parseRecordId } from './format';
import { RECORD_TEXT } from './messages';
import { usePermission } from '../../lib/permissions';
import { useFormDialog } from '../../lib/use-form-dialog';
import { DeleteRecordButton } from '../../lib/use-record-delete';
import { UserEditModal } from './components/user-edit-modal';
import { useApplicationSelection } from './components/use-application-selection';

const APPLICATION_CELLS: CellSpecs<UserApplication> = {
  job: {
    value: (application) => application.job.title,
    render: (application) => (
      <RecordLink to={jobRecordPath(application.job.id)}>{application.job.title}</RecordLink>
    ),
  },
  partner: {
    value: (application) => application.job.partner.name,
    render: (application) => (
      <RecordLink to={partnerRecordPath(application.job.partner.id)}>
        {application.job.partner.name}
      </RecordLink>
    ),
  },
  applied: {
    value: (application) => application.applied_at,
    render: (application) => formatDate(application.applied_at),
  },
  selected: {
    value: (application) => String(application.selected),
    render: (application) => (
      <StateBadge
        on={application.selected}
        label={
          application.selected
            ? `${RECORD_TEXT.selected} ${formatDate(application.selected_at)}`
            : RECORD_TEXT.notSelected
        }
      />
    ),
  },
};

const KYC_COLUMNS: readonly Column<UserKycSubmission>[] = [
  {
    id: 'submitted',
    header: 'Submitted',
    value: (kyc) => kyc.submitted_at,
    render: (kyc) => (
      <RecordLink to={`/kyc/${kyc.id}`}>{formatDateTime(kyc.submitted_at)}</RecordLink>
    ),
  },
  { id: 'id_type', header: 'ID type', value: (kyc) => kyc.id_type },
  {
    id: 'status',
    header: 'Status',
    value: (kyc) => kyc.status,
    render: (kyc) => <StatusBadge status={kyc.status} />,
  },
  {
    id: 'reviewed',
    header: 'Reviewed',
    value: (kyc) => kyc.reviewed_at,
    render: (kyc) => formatDateTime(kyc.reviewed_at),
  },
  { id: 'reviewer', header: 'Reviewer', value: (kyc) => kyc.reviewed_by?.name },
  { id: 'comment', header: 'Comment', value: (kyc) => kyc.admin_comment },
];

/**
 * Block or Unblock, after a confirmation naming the user; the server's message as a toast. For
 * roles that may change users only.
 */
function BlockAction({ user }: { user: UserRecord }) {
  const [open, setOpen] = useState(false);
  const block = useRecordBlock();
  const canEdit = usePermission('users.write');
  const blocking = !user.blocked;
  if (!canEdit) return null;
  return (
    <>
      <Button variant={blocking ? 'danger' : 'secondary'} size="sm" onClick={() => setOpen(true)}>
        {blocking ? RECORD_TEXT.block : RECORD_TEXT.unblock}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          blocking
            ? RECORD_TEXT.confirmBlock(user.full_name)
            : RECORD_TEXT.confirmUnblock(user.full_name)
        }
        body={blocking ? RECORD_TEXT.confirmBlockBody : RECORD_TEXT.confirmUnblockBody}
        confirmLabel={blocking ? RECORD_TEXT.block : RECORD_TEXT.unblock}
        onConfirm={() =>
          block
            .mutateAsync({ id: user.id, blocked: blocking })
            .then((result) => notifySuccess(result.message))
        }
      />
    </>
  );
}

/** Edit in a modal, for roles that may change users only. */
function EditAction({ user }: { user: UserRecord }) {
  const dialog = useFormDialog<UserRecord>();
  const canEdit = usePermission('users.write');
  if (!canEdit) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => dialog.openEdit(user)}>
        {RECORD_TEXT.edit}
      </Button>
      {dialog.item && (
        <UserEditModal
          key={dialog.key}
          user={dialog.item}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      )}
    </>
  );
}

function UserProfile({ user }: { user: UserRecord }) {
  return (
    <Card
      title={RECORD_TEXT.profile}
      actions={
        <div className="flex flex-wrap gap-2">
          <EditAction user={user} />
          <BlockAction user={user} />
          <DeleteRecordButton
            kind="user"
            record={{
              id: user.id,
              name: user.full_name,
              applications: user.applications,
              identityChecks: user.kyc_total,
            }}
          />
        </div>
      }
      bodyClassName="flex flex-col gap-4 p-4 sm:flex-row"
    >
      <ProfilePicture
        src={user.profile_picture}
        name={user.full_name}
        className="size-20 border border-slate-200"
      />
      <RecordFacts
        facts={[
          { label: 'Name', value: user.full_name },
          { label: 'Email', value: user.email },
          { label: 'Profession', value: user.profession },
          { label: 'State', value: <BlockedBadge blocked={user.blocked} /> },
          { label: 'Registered', value: formatDateTime(user.created_at) },
          { label: 'Last changed', value: formatDateTime(user.updated_at) },
          { label: 'Applications', value: String(user.applications) },
          { label: 'Selected for', value: String(user.selected_applications) },
        ]}
      />
    </Card>
  );
}

function KycHistory({ user }: { user: UserRecord }) {
  const shown = user.kyc_history.length;
  return (
    <Card
      title={`${RECORD_TEXT.kycHistory} (${user.kyc_total})`}
      bodyClassName="flex flex-col gap-2 p-0 pb-4"
    >
      <DataTable<UserKycSubmission>
        label={RECORD_TEXT.kycHistory}
        columns={KYC_COLUMNS}
        rows={user.kyc_history}
        rowKey={(kyc) => kyc.id}
        rowLabel={(kyc) => `${kyc.id_type} ${formatDateTime(kyc.submitted_at)}`}
        emptyMessage={RECORD_TEXT.noKyc}
      />
      {shown < user.kyc_total && (
        <p className="px-4 text-sm text-slate-600">{RECORD_TEXT.kycShown(shown, user.kyc_total)}</p>
      )}
    </Card>
  );
}

function UserApplications({ id }: { id: number }) {
  const list = useListView(USER_APPLICATIONS_LIST, { prefix: 'applications' });
  const applications = useUserApplications(id, recordListQuery(list));
  const selection = useApplicationSelection();
  return (
    <RecordListCard
      title={RECORD_TEXT.applications}
      view={list}
      data={applications}
      cells={APPLICATION_CELLS}
      rowKey={(application) => application.id}
      rowLabel={(application) => application.job.title}
      emptyMessage={RECORD_TEXT.noApplications}
      rowActions={selection}
    />
  );
}

/**
 * One user: profile and blocked state, applications, KYC history and audit trail (shown with
 * `auditCells`, the audit log's cells, which the app gives).
 */
export function UserRecordScreen({ auditCells }: { auditCells?: AuditCells }) {
  const id = parseRecordId(useParams().id);
  const user = useUserRecord(id);
  const canReadAudit = usePermission('audit.read');
  const shown = user.data;
  useRememberVisit(
    shown && {
      kind: 'users',
      id: shown.id,
      label: shown.full_name,
      detail: shown.email,
      to: `/users/${shown.id}`,
    },
  );
  return (
    <RecordScreenFrame kind="user" id={id} query={user} titleOf={(record) => record.full_name}>
      {(record) => (
        <>
          <UserProfile user={record} />
          <UserApplications id={record.id} />
          <KycHistory user={record} />
          {canReadAudit && auditCells && (
            <AuditTrailCard kind="user" id={record.id} cells={auditCells} />
          )}
        </>
      )}
    </RecordScreenFrame>
  );
}
