import { createContext, useContext } from 'react';
import { AUDIT_LOG_LIST, RECORD_AUDIT_ENTITIES, type AuditLogEntry } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { embeddedList } from '../../../components/list/embedded-list';
import { useListView } from '../../../components/list/use-list-view';
import { ViewAllLink } from '../../../components/ui/view-all-link';
import { useRecordAudit, type AuditedRecord } from '../api/records';
import { formatDateTime } from '../format';
import { RECORD_TEXT } from '../messages';
import { RecordListCard, recordListQuery, type RecordRowActions } from './record-list-card';

/** The card's part of AUDIT_LOG_LIST: the record column left out, as every row is this record's. */
const TRAIL_LIST = embeddedList(AUDIT_LOG_LIST, {
  name: 'record_audit',
  columns: { created_at: 'When', admin: 'Admin', action: 'Action', changes: 'Changes' },
});

export type AuditCells = CellSpecs<AuditLogEntry>;

/** Actions on the trail's entries (Revert), given by the app around a record page; none if not. */
export const AuditTrailActions = createContext<RecordRowActions<AuditLogEntry> | null>(null);

/**
 * Who changed this record, when, and what (the audit log filtered to the record, shown with the
 * audit log's cells: only the fields that changed, rich text as its words), newest first
 * unless sorted otherwise, its parameters carrying the `audit_` prefix (?audit_page=); the whole
 * history is on the audit log.
 */
export function AuditTrailCard({
  kind,
  id,
  cells,
}: {
  kind: AuditedRecord;
  id: number;
  /** How the entries show: the audit log's own cells, given by the app. */
  cells: AuditCells;
}) {
  const view = useListView(TRAIL_LIST, { prefix: 'audit' });
  const audit = useRecordAudit(kind, id, recordListQuery(view));
  const rowActions = useContext(AuditTrailActions);
  return (
    <RecordListCard
      title={RECORD_TEXT.auditTrail}
      view={view}
      data={audit}
      cells={cells}
      rowKey={(entry) => entry.id}
      rowLabel={(entry) => `${entry.action} ${formatDateTime(entry.created_at)}`}
      emptyMessage={RECORD_TEXT.noAudit}
      rowActions={rowActions}
      actions={
        <ViewAllLink to={`/audit-log?entity=${RECORD_AUDIT_ENTITIES[kind]}&entity_id=${id}`}>
          {RECORD_TEXT.fullHistory}
        </ViewAllLink>
      }
    />
  );
}
