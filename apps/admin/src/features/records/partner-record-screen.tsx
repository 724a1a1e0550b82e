import { useRememberVisit } from '../../components/layout/command-palette-recents';
import {
  PARTNER_INVOICES_LIST,
  PARTNER_JOBS_LIST,
  PARTNER_SUBSCRIPTIONS_LIST,
  type PartnerInvoice,
  type PartnerJob,
  type PartnerRecord,
  type PartnerSubscription,
} from '@job-board/contract';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ProfilePicture } from '../../components/ui/profile-picture';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate, formatDay, formatMonthYear } from '../../utils/format-date';
import {
  usePartnerInvoices,
  usePartnerJobs,
  usePartnerRecord,
  usePartnerSubscriptions,
} from './api/records';
import { RecordFacts } from '../../components/ui/record-facts';
import { RecordLink, StateBadge, jobRecordPath } from './components/record-links';
import {
  RecordListCard,
  recordListQuery,
  type RecordRowActions,
} from './components/record-list-card';
import { useListView } from '../../components/list/use-list-view';
import type { CellSpecs } from '../../components/list/list-columns';
import { RecordScreenFrame } from './components/record-screen-frame';
import { formatAmount, formatDateTime, parseRecordId } from './format';
import { RECORD_TEXT } from './messages';
import { usePermission } from '../../lib/permissions';
import { useFormDialog } from '../../lib/use-form-dialog';
import { DeleteRecordButton } from '../../lib/use-record-delete';
import { AuditTrailCard, type AuditCells } from './components/audit-trail-card';
import { PartnerEditModal } from './components/partner-edit-modal';

const JOB_CELLS: CellSpecs<PartnerJob> = {
  title: {
    value: (job) => job.title,
    render: (job) => <RecordLink to={jobRecordPath(job.id)}>{job.title}</RecordLink>,
  },
  status: {
    value: (job) => job.status,
    render: (job) => <StatusBadge status={job.status} />,
  },
  published: {
    value: (job) => String(job.published),
    render: (job) => (
      <StateBadge
        on={job.published}
        label={job.published ? RECORD_TEXT.published : RECORD_TEXT.unpublished}
      />
    ),
  },
  created: {
    value: (job) => job.created_at,
    render: (job) => formatDate(job.created_at),
  },
  expiration: {
    value: (job) => job.expiration,
    render: (job) => formatDay(job.expiration),
  },
};

const SUBSCRIPTION_CELLS: CellSpecs<PartnerSubscription> = {
  package: { value: (s) => s.package.name },
  type: {
    value: (s) => s.package.subscription_type,
    render: (s) => (s.package.subscription_type === 'annual' ? 'Annual' : 'Monthly'),
  },
  starts: {
    value: (s) => s.starts_at,
    render: (s) => formatDate(s.starts_at),
  },
  ends: {
    value: (s) => s.ends_at,
    render: (s) => formatDate(s.ends_at),
  },
  active: {
    value: (s) => String(s.active),
    render: (s) => (
      <StateBadge on={s.active} label={s.active ? RECORD_TEXT.inForce : RECORD_TEXT.notInForce} />
    ),
  },
};

const INVOICE_CELLS: CellSpecs<PartnerInvoice> = {
  number: { value: (invoice) => invoice.number },
  package: { value: (invoice) => invoice.package.name },
  amount: {
    value: (invoice) => `${formatAmount(invoice.amount)} ${invoice.currency}`,
    className: 'text-right tabular-nums',
  },
  paid: {
    value: (invoice) => String(invoice.paid),
    render: (invoice) => (
      <StateBadge on={invoice.paid} label={invoice.paid ? RECORD_TEXT.paid : RECORD_TEXT.unpaid} />
    ),
  },
  invoiced: {
    value: (invoice) => invoice.invoiced_at,
    render: (invoice) => formatDate(invoice.invoiced_at),
  },
  paid_at: {
    value: (invoice) => invoice.paid_at,
    render: (invoice) => formatDate(invoice.paid_at),
  },
};

/** Edit in a modal, for roles that may change partners only. */
function EditAction({ partner }: { partner: PartnerRecord }) {
  const dialog = useFormDialog<PartnerRecord>();
  const canEdit = usePermission('partners.write');
  if (!canEdit) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => dialog.openEdit(partner)}>
        {RECORD_TEXT.edit}
      </Button>
      {dialog.item && (
        <PartnerEditModal
          key={dialog.key}
          partner={dialog.item}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      )}
    </>
  );
}

function PartnerProfile({ partner }: { partner: PartnerRecord }) {
  const active = partner.active_subscription;
  return (
    <Card
      title={RECORD_TEXT.profile}
      actions={
        <div className="flex flex-wrap gap-2">
          <EditAction partner={partner} />
          <DeleteRecordButton
            kind="partner"
            record={{ id: partner.id, name: partner.name, jobs: partner.posted_jobs }}
          />
        </div>
      }
      bodyClassName="flex flex-col gap-4 p-4 sm:flex-row"
    >
      <ProfilePicture
        src={partner.profile_picture}
        name={partner.name}
        className="size-20 border border-slate-200"
      />
      <RecordFacts
        facts={[
          { label: 'Company', value: partner.name },
          { label: 'Email', value: partner.email },
          { label: 'Member since', value: formatMonthYear(partner.member_since) },
          {
            label: 'Subscription',
            value: active
              ? `${active.package.name} until ${formatDate(active.ends_at)}`
              : RECORD_TEXT.noSubscription,
          },
          { label: 'Posted jobs', value: String(partner.posted_jobs) },
          { label: 'Published jobs', value: String(partner.published_jobs) },
          { label: 'Last changed', value: formatDateTime(partner.updated_at) },
          { label: 'Bio', value: partner.bio },
        ]}
      />
    </Card>
  );
}

function PartnerJobs({
  id,
  actions,
}: {
  id: number;
  actions?: RecordRowActions<PartnerJob> | null;
}) {
  const list = useListView(PARTNER_JOBS_LIST, { prefix: 'jobs' });
  const jobs = usePartnerJobs(id, recordListQuery(list));
  return (
    <RecordListCard
      title={RECORD_TEXT.jobs}
      view={list}
      data={jobs}
      cells={JOB_CELLS}
      rowKey={(job) => job.id}
      rowLabel={(job) => job.title}
      emptyMessage={RECORD_TEXT.noJobs}
      rowActions={actions}
    />
  );
}

function PartnerSubscriptions({ id }: { id: number }) {
  const list = useListView(PARTNER_SUBSCRIPTIONS_LIST, { prefix: 'subscriptions' });
  const subscriptions = usePartnerSubscriptions(id, recordListQuery(list));
  return (
    <RecordListCard
      title={RECORD_TEXT.subscriptions}
      view={list}
      data={subscriptions}
      cells={SUBSCRIPTION_CELLS}
      rowKey={(s) => s.id}
      rowLabel={(s) => `${s.package.name} ${formatDate(s.starts_at)}`}
      emptyMessage={RECORD_TEXT.noSubscriptions}
    />
  );
}

function PartnerInvoices({
  partner,
  actions,
}: {
  partner: PartnerRecord;
  actions?: RecordRowActions<PartnerInvoiceOf> | null;
}) {
  const list = useListView(PARTNER_INVOICES_LIST, { prefix: 'invoices' });
  const invoices = usePartnerInvoices(partner.id, recordListQuery(list));
  return (
    <RecordListCard
      title={RECORD_TEXT.invoices}
      view={list}
      data={invoices}
      cells={INVOICE_CELLS}
      rowKey={(invoice) => invoice.id}
      rowLabel={(invoice) => `Invoice ${invoice.number}`}
      emptyMessage={RECORD_TEXT.noInvoices}
      rowActions={
        actions && {
          items: (invoice) => actions.items({ ...invoice, partner: partner.name }),
          dialogs: actions.dialogs,
        }
      }
    />
  );
}

/** An invoice of the partner's list with the partner's name, as the invoices list names it. */
export type PartnerInvoiceOf = PartnerInvoice & { partner: string };

type PartnerRecordScreenProps = {
  /** The jobs list's actions on each job (edit, publish…), from the app; none to look only. */
  jobActions?: RecordRowActions<PartnerJob> | null;
  /** The invoices list's actions on each invoice (mark paid…), from the app. */
  invoiceActions?: RecordRowActions<PartnerInvoiceOf> | null;
  /** How the audit trail's entries show (the audit log's cells); no trail without them. */
  auditCells?: AuditCells;
};

/**
 * One partner: profile, jobs, subscriptions, invoices and audit trail. The actions on its jobs
 * and invoices come from the app, which may join the jobs and subscriptions features.
 */
export function PartnerRecordScreen({
  jobActions,
  invoiceActions,
  auditCells,
}: PartnerRecordScreenProps) {
  const id = parseRecordId(useParams().id);
  const partner = usePartnerRecord(id);
  const canReadAudit = usePermission('audit.read');
  const shown = partner.data;
  useRememberVisit(
    shown && {
      kind: 'partners',
      id: shown.id,
      label: shown.name,
      detail: null,
      to: `/partners/${shown.id}`,
    },
  );
  return (
    <RecordScreenFrame kind="partner" id={id} query={partner} titleOf={(record) => record.name}>
      {(record) => (
        <>
          <PartnerProfile partner={record} />
          <PartnerJobs id={record.id} actions={jobActions} />
          <PartnerSubscriptions id={record.id} />
          <PartnerInvoices partner={record} actions={invoiceActions} />
          {canReadAudit && auditCells && (
            <AuditTrailCard kind="partner" id={record.id} cells={auditCells} />
          )}
        </>
      )}
    </RecordScreenFrame>
  );
}
