import {
  RECORD_DEFAULT_SORTS,
  type PartnerInvoice,
  type PartnerJob,
  type PartnerRecord,
  type PartnerSubscription,
} from '@job-board/contract';
import { useParams } from 'react-router';
import { Card } from '../../components/ui/card';
import type { Column } from '../../components/ui/data-table';
import { ProfilePicture } from '../../components/ui/profile-picture';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate, formatMonthYear } from '../../utils/format-date';
import {
  usePartnerInvoices,
  usePartnerJobs,
  usePartnerRecord,
  usePartnerSubscriptions,
} from './api/records';
import { RecordFacts } from '../../components/ui/record-facts';
import { RecordLink, StateBadge, jobRecordPath } from './components/record-links';
import { RecordListCard, useRecordList } from './components/record-list-card';
import { RecordScreenFrame } from './components/record-screen-frame';
import { formatAmount, formatDateTime, parseRecordId } from './format';
import { RECORD_TEXT } from './messages';

const JOB_COLUMNS: readonly Column<PartnerJob>[] = [
  {
    id: 'title',
    header: 'Title',
    value: (job) => job.title,
    render: (job) => <RecordLink to={jobRecordPath(job.id)}>{job.title}</RecordLink>,
    sortField: 'title',
  },
  {
    id: 'status',
    header: 'Status',
    value: (job) => job.status,
    render: (job) => <StatusBadge status={job.status} />,
    sortField: 'status',
  },
  {
    id: 'published',
    header: 'Published',
    value: (job) => String(job.published),
    render: (job) => (
      <StateBadge
        on={job.published}
        label={job.published ? RECORD_TEXT.published : RECORD_TEXT.unpublished}
      />
    ),
  },
  {
    id: 'created',
    header: 'Created',
    value: (job) => job.created_at,
    render: (job) => formatDate(job.created_at),
    sortField: 'created_at',
  },
  {
    id: 'expiration',
    header: 'Expiration',
    value: (job) => job.expiration,
    render: (job) => formatDate(job.expiration),
    sortField: 'expiration',
  },
];

const SUBSCRIPTION_COLUMNS: readonly Column<PartnerSubscription>[] = [
  { id: 'package', header: 'Package', value: (s) => s.package.name },
  {
    id: 'type',
    header: 'Billing',
    value: (s) => s.package.subscription_type,
    render: (s) => (s.package.subscription_type === 'annual' ? 'Annual' : 'Monthly'),
  },
  {
    id: 'starts',
    header: 'Starts',
    value: (s) => s.starts_at,
    render: (s) => formatDate(s.starts_at),
    sortField: 'starts_at',
  },
  {
    id: 'ends',
    header: 'Ends',
    value: (s) => s.ends_at,
    render: (s) => formatDate(s.ends_at),
    sortField: 'ends_at',
  },
  {
    id: 'active',
    header: 'State',
    value: (s) => String(s.active),
    render: (s) => (
      <StateBadge on={s.active} label={s.active ? RECORD_TEXT.inForce : RECORD_TEXT.notInForce} />
    ),
  },
];

const INVOICE_COLUMNS: readonly Column<PartnerInvoice>[] = [
  { id: 'number', header: 'Invoice', value: (invoice) => invoice.number, sortField: 'number' },
  { id: 'package', header: 'Package', value: (invoice) => invoice.package.name },
  {
    id: 'amount',
    header: 'Amount',
    value: (invoice) => `${formatAmount(invoice.amount)} ${invoice.currency}`,
    className: 'text-right tabular-nums',
    sortField: 'amount',
  },
  {
    id: 'paid',
    header: 'Status',
    value: (invoice) => String(invoice.paid),
    render: (invoice) => (
      <StateBadge on={invoice.paid} label={invoice.paid ? RECORD_TEXT.paid : RECORD_TEXT.unpaid} />
    ),
    sortField: 'paid',
  },
  {
    id: 'invoiced',
    header: 'Issued',
    value: (invoice) => invoice.invoiced_at,
    render: (invoice) => formatDate(invoice.invoiced_at),
    sortField: 'invoiced_at',
  },
  {
    id: 'paid_at',
    header: 'Paid on',
    value: (invoice) => invoice.paid_at,
    render: (invoice) => formatDate(invoice.paid_at),
  },
];

function PartnerProfile({ partner }: { partner: PartnerRecord }) {
  const active = partner.active_subscription;
  return (
    <Card title={RECORD_TEXT.profile} bodyClassName="flex flex-col gap-4 p-4 sm:flex-row">
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

function PartnerJobs({ id }: { id: number }) {
  const list = useRecordList('jobs', RECORD_DEFAULT_SORTS.partnerJobs);
  const jobs = usePartnerJobs(id, list.query);
  return (
    <RecordListCard<PartnerJob>
      title={RECORD_TEXT.jobs}
      list={list}
      query={jobs}
      columns={JOB_COLUMNS}
      rowKey={(job) => job.id}
      rowLabel={(job) => job.title}
      emptyMessage={RECORD_TEXT.noJobs}
    />
  );
}

function PartnerSubscriptions({ id }: { id: number }) {
  const list = useRecordList('subscriptions', RECORD_DEFAULT_SORTS.partnerSubscriptions);
  const subscriptions = usePartnerSubscriptions(id, list.query);
  return (
    <RecordListCard<PartnerSubscription>
      title={RECORD_TEXT.subscriptions}
      list={list}
      query={subscriptions}
      columns={SUBSCRIPTION_COLUMNS}
      rowKey={(s) => s.id}
      rowLabel={(s) => `${s.package.name} ${formatDate(s.starts_at)}`}
      emptyMessage={RECORD_TEXT.noSubscriptions}
    />
  );
}

function PartnerInvoices({ id }: { id: number }) {
  const list = useRecordList('invoices', RECORD_DEFAULT_SORTS.partnerInvoices);
  const invoices = usePartnerInvoices(id, list.query);
  return (
    <RecordListCard<PartnerInvoice>
      title={RECORD_TEXT.invoices}
      list={list}
      query={invoices}
      columns={INVOICE_COLUMNS}
      rowKey={(invoice) => invoice.id}
      rowLabel={(invoice) => `Invoice ${invoice.number}`}
      emptyMessage={RECORD_TEXT.noInvoices}
    />
  );
}

/** One partner: profile, jobs, subscriptions and invoices. */
export function PartnerRecordScreen() {
  const id = parseRecordId(useParams().id);
  const partner = usePartnerRecord(id);
  return (
    <RecordScreenFrame kind="partner" id={id} query={partner} titleOf={(record) => record.name}>
      {(record) => (
        <>
          <PartnerProfile partner={record} />
          <PartnerJobs id={record.id} />
          <PartnerSubscriptions id={record.id} />
          <PartnerInvoices id={record.id} />
        </>
      )}
    </RecordScreenFrame>
  );
}
