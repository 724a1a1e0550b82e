import { RECORD_AUDIT_ENTITIES, type AuditLogEntry } from '@job-board/contract';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/data-table';
import { useRecordAudit, type AuditedRecord } from '../api/records';
import { formatDateTime, valueText } from '../format';
import { RECORD_TEXT } from '../messages';
import { RecordListCard, useRecordList } from './record-list-card';

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

const COLUMNS: readonly Column<AuditLogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    value: (entry) => entry.created_at,
    render: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    id: 'admin',
    header: 'Admin',
    value: (entry) => entry.admin?.name ?? RECORD_TEXT.system,
  },
  { id: 'action', header: 'Action', value: (entry) => entry.action },
  {
    id: 'changes',
    header: 'Changes',
    value: (entry) => changeLines(entry.summary).join('\n'),
    render: (entry) => (
      <ul className="flex flex-col gap-0.5 break-words">
        {changeLines(entry.summary).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    ),
  },
];

/** Who changed this record, when, and what (the audit log filtered to the record). */
export function AuditTrailCard({ kind, id }: { kind: AuditedRecord; id: number }) {
  const list = useRecordList('audit');
  const query = useRecordAudit(kind, id, list.page);
  return (
    <RecordListCard<AuditLogEntry>
      title={RECORD_TEXT.auditTrail}
      list={list}
      query={query}
      columns={COLUMNS}
      rowKey={(entry) => entry.id}
      rowLabel={(entry) => `${entry.action} ${formatDateTime(entry.created_at)}`}
      emptyMessage={RECORD_TEXT.noAudit}
      actions={
        <Link
          to={`/audit-log?entity=${RECORD_AUDIT_ENTITIES[kind]}&entity_id=${id}`}
          className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
        >
          {RECORD_TEXT.fullHistory}
        </Link>
      }
    />
  );
}
