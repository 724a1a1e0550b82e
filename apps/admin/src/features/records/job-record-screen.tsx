import { useRememberVisit } from '../../components/layout/command-palette-recents';
import { JOB_APPLICANTS_LIST, type JobApplicant, type JobRecord } from '@job-board/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { StatusBadge } from '../../components/ui/status-badge';
import { TagList } from '../../components/ui/tag-list';
import { formatDate, formatDay } from '../../utils/format-date';
import { useJobApplicants, useJobRecord } from './api/records';
import { AuditTrailCard, type AuditCells } from './components/audit-trail-card';
import { RecordFacts } from '../../components/ui/record-facts';
import { RichTextView } from '../../components/ui/rich-text-view';
import {
  BlockedBadge,
  RecordLink,
  StateBadge,
  partnerRecordPath,
  userRecordPath,
} from './components/record-links';
import { RecordListCard, recordListQuery } from './components/record-list-card';
import { useListView } from '../../components/list/use-list-view';
import type { CellSpecs } from '../../components/list/list-columns';
import { RecordScreenFrame } from './components/record-screen-frame';
import { formatAmount, formatDateTime, parseRecordId } from './format';
import { RECORD_TEXT } from './messages';
import { usePermission } from '../../lib/permissions';
import { useApplicationSelection } from './components/use-application-selection';

const APPLICANT_CELLS: CellSpecs<JobApplicant> = {
  user: {
    value: (applicant) => applicant.user.full_name,
    render: (applicant) => (
      <RecordLink to={userRecordPath(applicant.user.id)}>{applicant.user.full_name}</RecordLink>
    ),
  },
  email: { value: (applicant) => applicant.user.email },
  applied: {
    value: (applicant) => applicant.applied_at,
    render: (applicant) => formatDate(applicant.applied_at),
  },
  selected: {
    value: (applicant) => String(applicant.selected),
    render: (applicant) => (
      <StateBadge
        on={applicant.selected}
        label={
          applicant.selected
            ? `${RECORD_TEXT.selected} ${formatDate(applicant.selected_at)}`
            : RECORD_TEXT.notSelected
        }
      />
    ),
  },
  blocked: {
    value: (applicant) => String(applicant.user.blocked),
    render: (applicant) => <BlockedBadge blocked={applicant.user.blocked} />,
  },
};

function salaryText(job: JobRecord): string | null {
  if (job.no_pay_range) return 'No pay range';
  if (job.min_salary_range === null && job.max_salary_range === null) return null;
  const amount = (value: number | null) => (value === null ? '…' : formatAmount(value));
  return `${amount(job.min_salary_range)} – ${amount(job.max_salary_range)}`;
}

function locationText(job: JobRecord): string | null {
  const place = [job.city, job.country].filter(Boolean).join(', ');
  if (job.remote_position) return place ? `Remote (${place})` : 'Remote';
  return place || null;
}

function JobDetails({ job, actions }: { job: JobRecord; actions?: ReactNode }) {
  return (
    <Card title={RECORD_TEXT.details} actions={actions} bodyClassName="flex flex-col gap-4 p-4">
      <RecordFacts
        facts={[
          {
            label: 'Partner',
            value: (
              <RecordLink to={partnerRecordPath(job.partner.id)}>{job.partner.name}</RecordLink>
            ),
          },
          { label: 'Status', value: <StatusBadge status={job.status} /> },
          {
            label: 'Published',
            value: job.published
              ? `${RECORD_TEXT.published} ${formatDateTime(job.published_at)}`
              : RECORD_TEXT.unpublished,
          },
          { label: 'Expiration', value: formatDay(job.expiration) },
          { label: 'Category', value: job.category.name },
          { label: 'Job type', value: job.job_type.name },
          { label: 'Location', value: locationText(job) },
          { label: 'Salary', value: salaryText(job) },
          { label: 'Post duration', value: job.job_active_duration?.name },
          { label: 'Created', value: formatDateTime(job.created_at) },
          { label: 'Last changed', value: formatDateTime(job.updated_at) },
          {
            label: 'Applications',
            value: `${job.applications} (${job.selected_applications} selected)`,
          },
        ]}
      />
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Skills</h3>
        {job.skills.length > 0 ? (
          <TagList label="Skills" tags={job.skills} className="mt-1 gap-2" />
        ) : (
          <p className="mt-1 text-sm text-slate-500">N/A</p>
        )}
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Description
        </h3>
        <RichTextView html={job.desc} className="mt-1" />
      </div>
    </Card>
  );
}

function JobApplicants({ id }: { id: number }) {
  const list = useListView(JOB_APPLICANTS_LIST, { prefix: 'applicants' });
  const applicants = useJobApplicants(id, recordListQuery(list));
  const selection = useApplicationSelection();
  return (
    <RecordListCard
      title={RECORD_TEXT.applicants}
      view={list}
      data={applicants}
      cells={APPLICANT_CELLS}
      rowKey={(applicant) => applicant.id}
      rowLabel={(applicant) => applicant.user.full_name}
      emptyMessage={RECORD_TEXT.noApplicants}
      rowActions={selection}
    />
  );
}

/**
 * One job: details, skills, partner, applicants and audit trail. The jobs list's actions on it
 * (`actions`, beside the details) come from the app, which may join the jobs feature.
 */
export function JobRecordScreen({
  actions,
  auditCells,
}: {
  actions?: (job: JobRecord) => ReactNode;
  /** How the audit trail's entries show (the audit log's cells); no trail without them. */
  auditCells?: AuditCells;
}) {
  const id = parseRecordId(useParams().id);
  const job = useJobRecord(id);
  const canReadAudit = usePermission('audit.read');
  const shown = job.data;
  useRememberVisit(
    shown && {
      kind: 'jobs',
      id: shown.id,
      label: shown.title,
      detail: shown.partner.name,
      to: `/jobs/${shown.id}`,
    },
  );
  return (
    <RecordScreenFrame kind="job" id={id} query={job} titleOf={(record) => record.title}>
      {(record) => (
        <>
          <JobDetails job={record} actions={actions?.(record)} />
          <JobApplicants id={record.id} />
          {canReadAudit && auditCells && (
            <AuditTrailCard kind="job" id={record.id} cells={auditCells} />
          )}
        </>
      )}
    </RecordScreenFrame>
  );
}
