import { auditChangeSentence, type AuditLogEntry } from '@job-board/contract';
import { Link } from 'react-router';
import type { CellSpecs } from '../../../components/list/list-columns';
import { TimeAgo } from '../../../components/ui/time-ago';
import { formatDateTime } from '../../../utils/format-date';
import { AUDIT_LOG_TEXT } from '../messages';
import { actionLabel, recordLabel, recordPath } from '../records';

/** Changes shown at once in a row; the rest open on demand. */
export const SHOWN_CHANGES = 4;

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

/** How the audit log's columns show an entry; the record links to its page when it has one. */
export const AUDIT_LOG_CELLS: CellSpecs<AuditLogEntry> = {
  created_at: {
    value: (entry) => entry.created_at,
    render: (entry) => <TimeAgo value={entry.created_at} />,
    className: 'whitespace-nowrap',
  },
  admin: { value: (entry) => entry.admin?.name ?? AUDIT_LOG_TEXT.system },
  action: { value: (entry) => actionLabel(entry.action) },
  entity: {
    value: (entry) => recordLabel(entry.entity, entry.entity_id),
    render: (entry) => <RecordCell entry={entry} />,
  },
  changes: {
    value: (entry) => entryLines(entry).join('\n'),
    render: (entry) => <ChangesCell entry={entry} />,
    className: 'min-w-64',
  },
};

/** An entry's name for assistive tech: what was done to which record, and when. */
export const entryLabel = (entry: AuditLogEntry) =>
  `${actionLabel(entry.action)} ${recordLabel(entry.entity, entry.entity_id)}, ${formatDateTime(entry.created_at)}`;
