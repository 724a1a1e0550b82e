import { AUDIT_LOG_LIST, endpoints } from '@job-board/contract';
import { useMemo } from 'react';
import { ListScreen } from '../../components/list/list-screen';
import { useListView } from '../../components/list/use-list-view';
import { useAuditFacets, useAuditLog } from './api/use-audit-log';
import { AUDIT_LOG_CELLS, entryLabel } from './components/audit-log-cells';
import { useRevertActions } from './components/revert-entry';
import { auditFilterOptions } from './filter-options';
import { AUDIT_LOG_TEXT } from './messages';

/** A record id names a record of the record type: it goes with it. */
const NARROWS = { entity_id: 'entity' } as const;

/**
 * The server's audit log (AUDIT_LOG_LIST, `/admin/audit-log`): who changed what and when,
 * newest first, filtered by admin, action, record type (or one record:
 * `?entity=job&entity_id=12`, the link of a record's audit trail) and days, every filter in the
 * URL and shown as a chip; each row says what changed in words and links to the record; the
 * filtered log exports as CSV; a field change can be reverted from its row's menu.
 */
export function AuditLogScreen() {
  const view = useListView(AUDIT_LOG_LIST, { narrows: NARROWS });
  const log = useAuditLog(view.query);
  const facets = useAuditFacets();
  const revert = useRevertActions();
  const actions = useMemo(() => ({ extraItems: revert.items }), [revert.items]);

  return (
    <ListScreen
      header={AUDIT_LOG_TEXT}
      view={view}
      data={log}
      text={AUDIT_LOG_TEXT.list}
      rowLabel={entryLabel}
      cells={AUDIT_LOG_CELLS}
      actions={actions}
      filterOptions={auditFilterOptions(facets.data?.data, view.filters)}
      exportFile={{
        endpoint: endpoints.audit.export,
        fileName: AUDIT_LOG_TEXT.exportFileName,
        label: AUDIT_LOG_TEXT.exportCsv,
      }}
    >
      {revert.dialogs}
    </ListScreen>
  );
}
