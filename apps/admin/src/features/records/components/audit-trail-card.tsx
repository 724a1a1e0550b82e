import { AUDIT_LOG_LIST, RECORD_AUDIT_ENTITIES, type AuditLogEntry } from '@job-board/contract';
import { embeddedList } from '../../../components/list/embedded-list';
import type { CellSpecs } from '../../../components/list/list-columns';
import { useListView } from '../../../components/list/use-list-view';
import { ViewAllLink } from '../../../components/ui/view-all-link';
import { useRecordAudit, type AuditedRecord } from '../api/records';
import { formatDateTime, valueText } from '../format';
import { RECORD_TEXT } from '../messages';
import { RecordListCard, recordListQuery } from './record-list-card';

type Changes = { before?: Record<string, unknown>; after?: Record<string, unknown> };

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** "field: old → new" for each changed field, then any other fact the row records. */
export function changeLines(summary: AuditLogEntry['summary']): string[] {
  if (!summary) return [];
  const { before, after, ...rest } = summary as Changes & Record<string, unknown>;
  const was = asObject(before) ?? {};
  const now = asObject(after) ?? {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return [
    ...fields.map((field) => {
      if (!(field in was)) return `${field}: ${valueText(now[field])}`;
      if (!(field in now)) return `${field}: ${valueText(was[field])} → —`;
      return `${field}: ${valueText(was[field])} → ${valueText(now[field])}`;
    }),
    ...Object.entries(rest).map(([key, value]) => `${key}: ${valueText(value)}`),
  ];
}

/** The card's part of AUDIT_LOG_LIST: the record column left out, as every row is this record's. */
const TRAIL_LIST = embeddedList(AUDIT_LOG_LIST, {
  name: 'record_audit',
  columns: { created_at: 'When', admin: 'Admin', action: 'Action', changes: 'Changes' },
});

const CELLS: CellSpecs<AuditLogEntry> = {
  created_at: {
    value: (entry) => entry.created_at,
    render: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    className: 'whitespace-nowrap',
  },
  admin: { value: (entry) => entry.admin?.name ?? RECORD_TEXT.system },
  changes: {
    value: (entry) => changeLines(entry.summary).join('\n'),
    render: (entry) => (
      <ul className="flex flex-col gap-0.5 break-words">
        {changeLines(entry.summary).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    ),
  },
};

/**
 * Who changed this record, when, and what (the audit log filtered to the record), newest first
 * unless sorted otherwise, its parameters carrying the `audit_` prefix (?audit_page=); the whole
 * history is on the audit log.
 */
export function AuditTrailCard({ kind, id }: { kind: AuditedRecord; id: number }) {
  const view = useListView(TRAIL_LIST, { prefix: 'audit' });
  const audit = useRecordAudit(kind, id, recordListQuery(view));
  return (
    <RecordListCard
      title={RECORD_TEXT.auditTrail}
      view={view}
      data={audit}
      cells={CELLS}
      rowKey={(entry) => entry.id}
      rowLabel={(entry) => `${entry.action} ${formatDateTime(entry.created_at)}`}
      emptyMessage={RECORD_TEXT.noAudit}
      actions={
        <ViewAllLink to={`/audit-log?entity=${RECORD_AUDIT_ENTITIES[kind]}&entity_id=${id}`}>
          {RECORD_TEXT.fullHistory}
        </ViewAllLink>
      }
    />
  );
}
