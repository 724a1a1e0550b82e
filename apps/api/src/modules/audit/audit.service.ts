import { AUDIT_LOG_LIST, type AuditLogFilter } from '@job-board/contract';
import { listCsv } from '../../lib/lists/list-export.js';
import { pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext } from '../../lib/lists/list-table.js';
import * as repo from './audit.repository.js';

/** A page of the audit log. */
export const listAuditLog = (context: ListContext, query: PageQuery<AuditLogFilter>) =>
  pageOf(context, repo.AUDIT_LOG_TABLE, query);

/** The audit log's CSV export. */
export const exportAuditLog = (context: ListContext, query: AuditLogFilter) =>
  listCsv(context, AUDIT_LOG_LIST, repo.AUDIT_LOG_TABLE, query);

/** The actions, record types and admins the log holds, at most `limit` of each. */
export const auditFacets = ({ db }: ListContext, limit: number) => repo.auditFacets(db, limit);
