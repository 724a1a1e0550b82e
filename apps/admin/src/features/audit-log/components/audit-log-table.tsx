import { auditChangeSentence, type AuditLogEntry } from '@job-board/contract';
import { Link } from 'react-router';
import { DataTable, type Column, type TableSort } from '../../../components/ui/data-table';
import { AUDIT_LOG_TEXT } from '../messages';
import { actionLabel, recordLabel, recordPath } from '../records';

/** Changes shown at once in a row; the rest open on demand. */
export const SHOWN_CHANGES = 4;

/** "25 Nov 2026, 14:05:09" in the browser's time zone. */
export function formatWhen(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
}

/** The entry's changes in words ("Status: pending → approved"), then its other facts. */
export function entryLines(entry: AuditLogEntry): string[] {
  return [
    ...entry.changes.map(auditChangeSentence),
    ...entry.details.map((detail) => `${detail.label}: ${detail.value}`),
  ];
}

function ChangesCell({ entry }: { entry: AuditLogEntry }) {
  const lines = entryLines(entry);
  if (lines.length === 0) return <span className="text-slate-500">{AUDIT_LOG_TEXT.noChanges}</span>;
  const shown = lines.slice(0, SHOWN_CHANGES);
  const rest = lines.slice(SHOWN_CHANGES);
  return (
    <div className="flex flex-col gap-0.5 break-words">
      <ul className="flex flex-col gap-0.5">
        {shown.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm text-teal-800 hover:underline">
            {AUDIT_LOG_TEXT.moreChanges(rest.length)}
          </summary>
          <ul className="flex flex-col gap-0.5">
            {rest.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function RecordCell({ entry }: { entry: AuditLogEntry }) {
  const label = recordLabel(entry.entity, entry.entity_id);
  const path = recordPath(entry.entity, entry.entity_id);
  return path ? (
    <Link to={path} className="font-medium text-teal-700 hover:text-teal-800 hover:underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

const COLUMNS: readonly Column<AuditLogEntry>[] = [
  {
    id: 'when',
    header: AUDIT_LOG_TEXT.when,
    value: (entry) => entry.created_at,
    render: (entry) => <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>,
    sortField: 'created_at',
    className: 'whitespace-nowrap',
  },
  {
    id: 'who',
    header: AUDIT_LOG_TEXT.who,
    value: (entry) => entry.admin?.name ?? AUDIT_LOG_TEXT.system,
    priority: 'secondary',
  },
  {
    id: 'action',
    header: AUDIT_LOG_TEXT.action,
    value: (entry) => actionLabel(entry.action),
  },
  {
    id: 'record',
    header: AUDIT_LOG_TEXT.record,
    value: (entry) => recordLabel(entry.entity, entry.entity_id),
    render: (entry) => <RecordCell entry={entry} />,
  },
  {
    id: 'changes',
    header: AUDIT_LOG_TEXT.changes,
    value: (entry) => entryLines(entry).join('\n'),
    render: (entry) => <ChangesCell entry={entry} />,
    className: 'min-w-64',
    priority: 'secondary',
  },
];

const TABLE = {
  label: AUDIT_LOG_TEXT.tableLabel,
  columns: COLUMNS,
  rowKey: (entry: AuditLogEntry) => entry.id,
  rowLabel: (entry: AuditLogEntry) =>
    `${actionLabel(entry.action)} ${recordLabel(entry.entity, entry.entity_id)}, ${formatWhen(entry.created_at)}`,
} as const;

/** The audit log while its first page loads. */
export function AuditLogTableSkeleton() {
  return <DataTable<AuditLogEntry> {...TABLE} rows={undefined} isLoading />;
}

/** One page of the audit log: when, who, what, which record (linked) and what changed. */
export function AuditLogTable({
  entries,
  sort,
}: {
  entries: readonly AuditLogEntry[];
  sort: TableSort;
}) {
  return <DataTable<AuditLogEntry> {...TABLE} rows={entries} sort={sort} />;
}
