import { RECORD_AUDIT_ENTITIES, type AuditLogEntry } from '@job-board/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-error';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useRecordAudit, type AuditedRecord } from '../api/records';
import { formatDateTime, valueText } from '../format';
import { RECORD_TEXT } from '../messages';
import { totalText } from './record-list-card';

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

/**
 * Who changed this record, when, and what (the audit log filtered to the record), newest first,
 * its page in the URL (`audit_page`); the whole history is on the audit log.
 */
export function AuditTrailCard({ kind, id }: { kind: AuditedRecord; id: number }) {
  const list = useListParams({ prefix: 'audit' });
  const query = useRecordAudit(kind, id, list.page);
  const meta = query.data?.meta;
  usePageInRange(list, meta?.last_page, query.isPlaceholderData);
  const title = RECORD_TEXT.auditTrail;
  return (
    <Card
      title={meta ? `${title} (${totalText(meta)})` : title}
      actions={
        <Link
          to={`/audit-log?entity=${RECORD_AUDIT_ENTITIES[kind]}&entity_id=${id}`}
          className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
        >
          {RECORD_TEXT.fullHistory}
        </Link>
      }
      bodyClassName="flex flex-col gap-4 p-0 pb-4"
    >
      <DataTable<AuditLogEntry>
        label={title}
        columns={COLUMNS}
        rows={query.data?.data}
        rowKey={(entry) => entry.id}
        rowLabel={(entry) => `${entry.action} ${formatDateTime(entry.created_at)}`}
        isLoading={query.isPending}
        error={query.isError ? errorMessage(query.error, RECORD_TEXT.listLoadFailed) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={RECORD_TEXT.noAudit}
        skeletonRows={3}
      />
      {meta && (
        <Pagination
          currentPage={meta.current_page}
          lastPage={meta.last_page}
          onPageChange={list.setPage}
          label={RECORD_TEXT.pagesOf(title)}
        />
      )}
    </Card>
  );
}
