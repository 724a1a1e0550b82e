import { endpoints } from '@job-board/contract';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { FilterChips, type FilterChip } from '../../components/ui/filter-chips';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import { useDownload } from '../../lib/use-download';
import { useListParams, usePageInRange } from '../../lib/use-list-params';
import { useAuditFacets, useAuditLog } from './api/use-audit-log';
import { AuditLogFilters, type AuditLogFilterValues } from './components/audit-log-filters';
import { AuditLogTable, AuditLogTableSkeleton } from './components/audit-log-table';
import { AUDIT_LOG_DEFAULT_SORT, AUDIT_LOG_TEXT } from './messages';
import { actionLabel, entityLabel, recordLabel } from './records';

const FILTER_DEFAULTS: AuditLogFilterValues = {
  admin_id: '',
  action: '',
  entity: '',
  entity_id: '',
  from: '',
  to: '',
};

const positiveId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The server's audit log (`/admin/audit-log`): who changed what and when, newest first, filtered
 * by admin, action, record type (or one record: `?entity=job&entity_id=12`, the link of a
 * record's audit trail) and days, every filter in the URL and shown as a chip; each row says
 * what changed in words and links to the record; the filtered log exports as CSV.
 */
export function AuditLogScreen() {
  const list = useListParams({ defaultSort: AUDIT_LOG_DEFAULT_SORT, filters: FILTER_DEFAULTS });
  const [, setSearchParams] = useSearchParams();
  const { admin_id, action, entity, entity_id, from, to } = list.filters;
  const recordId = entity ? positiveId(entity_id) : undefined;
  /** What selects the entries: the list and its export share it. */
  const filter = {
    sort: list.sort,
    admin_id: positiveId(admin_id),
    action: action || undefined,
    entity: entity || undefined,
    entity_id: recordId,
    from: from || undefined,
    to: to || undefined,
  };
  const log = useAuditLog({ page: list.page, ...filter });
  const facets = useAuditFacets();
  const download = useDownload();
  usePageInRange(list, log.data?.meta.last_page, log.isPlaceholderData);

  /** Sets or removes URL parameters together, back to page 1. */
  const setParams = (values: Partial<Record<keyof AuditLogFilterValues, string>>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(values)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });

  const adminName = (id: string) =>
    facets.data?.data.admins.find((admin) => String(admin.id) === id)?.name ?? `#${id}`;

  const chips: FilterChip[] = [];
  if (admin_id) {
    chips.push({
      id: 'admin_id',
      label: AUDIT_LOG_TEXT.chipAdmin(adminName(admin_id)),
      onRemove: () => list.setFilter('admin_id', ''),
    });
  }
  if (action) {
    chips.push({
      id: 'action',
      label: AUDIT_LOG_TEXT.chipAction(actionLabel(action)),
      onRemove: () => list.setFilter('action', ''),
    });
  }
  if (entity) {
    chips.push(
      recordId === undefined
        ? {
            id: 'entity',
            label: AUDIT_LOG_TEXT.chipEntity(entityLabel(entity)),
            onRemove: () => setParams({ entity: '', entity_id: '' }),
          }
        : {
            id: 'record',
            label: AUDIT_LOG_TEXT.chipRecord(recordLabel(entity, recordId)),
            onRemove: () => setParams({ entity: '', entity_id: '' }),
          },
    );
  }
  if (from) {
    chips.push({
      id: 'from',
      label: AUDIT_LOG_TEXT.chipFrom(from),
      onRemove: () => list.setFilter('from', ''),
    });
  }
  if (to) {
    chips.push({
      id: 'to',
      label: AUDIT_LOG_TEXT.chipTo(to),
      onRemove: () => list.setFilter('to', ''),
    });
  }

  return (
    <>
      <PageHeader title={AUDIT_LOG_TEXT.title} subtitle={AUDIT_LOG_TEXT.subtitle} />
      <Card bodyClassName="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <AuditLogFilters
            values={list.filters}
            facets={facets.data?.data}
            onChange={(name, value) =>
              // Another record type no longer names the same record.
              name === 'entity'
                ? setParams({ entity: value, entity_id: '' })
                : setParams({ [name]: value })
            }
          />
          <DownloadButton
            label={AUDIT_LOG_TEXT.exportCsv}
            download={download}
            onClick={() =>
              void download.start(
                endpoints.audit.export,
                { query: filter },
                AUDIT_LOG_TEXT.exportFileName,
              )
            }
          />
        </div>
        <FilterChips
          chips={chips}
          onClearAll={() =>
            setParams({ admin_id: '', action: '', entity: '', entity_id: '', from: '', to: '' })
          }
        />
        <QueryState
          query={log}
          loading={<AuditLogTableSkeleton />}
          errorFallback={AUDIT_LOG_TEXT.loadFailed}
          isEmpty={(page) => page.data.length === 0}
          emptyMessage={chips.length > 0 ? AUDIT_LOG_TEXT.noMatch : AUDIT_LOG_TEXT.empty}
        >
          {(page) => (
            <>
              <AuditLogTable
                entries={page.data}
                sort={{ value: list.sort, onChange: list.setSort }}
              />
              <Pagination
                currentPage={page.meta.current_page}
                lastPage={page.meta.last_page}
                onPageChange={list.setPage}
                label={AUDIT_LOG_TEXT.pagesLabel}
              />
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
