import { AUDIT_FACET_LIMIT, PAGE_SIZES, auditChangeSentence, endpoints } from '@job-board/contract';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './audit.repository.js';

/** The columns of the audit log export; changes and details one per line within their cell. */
const EXPORT_COLUMNS: readonly CsvColumn<repo.AuditLogRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'When', value: (row) => row.created_at },
  { header: 'Admin ID', value: (row) => row.admin_id },
  { header: 'Admin', value: (row) => row.admin_name },
  { header: 'Action', value: (row) => row.action },
  { header: 'Record type', value: (row) => row.entity },
  { header: 'Record ID', value: (row) => row.entity_id },
  {
    header: 'Changes',
    value: (row) => repo.toAuditLogEntry(row).changes.map(auditChangeSentence).join('\n'),
  },
  {
    header: 'Details',
    value: (row) =>
      repo
        .toAuditLogEntry(row)
        .details.map((detail) => `${detail.label}: ${detail.value}`)
        .join('\n'),
  },
  { header: 'IP', value: (row) => row.ip },
];

export const auditRoutes = [
  defineRoute(endpoints.audit.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.auditLog };
    const { rows, total } = await repo.listAuditLog(context.db, repo.auditFilterOf(query), page);
    return pagedEnvelope(request, context.config, rows.map(repo.toAuditLogEntry), total, page);
  }),
  defineRoute(endpoints.audit.export).handle(async ({ reply, query, context }) => {
    const filter = repo.auditFilterOf(query);
    const batches = keysetBatches<repo.AuditLogRow, repo.AuditExportCursor>(
      (cursor, size) => repo.auditExportBatch(context.db, filter, cursor, size),
      repo.auditExportCursor,
    );
    return sendCsv(reply, 'audit-log', EXPORT_COLUMNS, batches);
  }),
  defineRoute(endpoints.audit.facets).handle(async ({ context }) => ({
    data: await repo.auditFacets(context.db, AUDIT_FACET_LIMIT),
  })),
];
