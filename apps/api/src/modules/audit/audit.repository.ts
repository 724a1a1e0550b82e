import type { AuditLogEntry } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  filteredTotal,
  inIdOrder,
  pageWindow,
  tableTotal,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';

export type AuditLogFilter = { entity?: string; entityId?: number; adminId?: number };

/**
 * Newest first. Unfiltered, audit_log_created_idx gives the order. A filter goes through its
 * index — audit_log_entity_idx (entity, entity_id, id) or audit_log_admin_idx (admin_id, id) —
 * whose trailing id gives the order without sorting every match: ids follow insertion order.
 * The page's ids come from the index alone; then those rows with their admin. Past
 * EXACT_COUNT_LIMIT matching rows, a filtered total is an estimate.
 */
export async function listAuditLog(db: Db, filter: AuditLogFilter, page: PageRequest) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.entity !== undefined) conditions.push(sql`audit_log.entity = ${filter.entity}`);
  if (filter.entityId !== undefined) {
    conditions.push(sql`audit_log.entity_id = ${filter.entityId}`);
  }
  if (filter.adminId !== undefined) conditions.push(sql`audit_log.admin_id = ${filter.adminId}`);
  let query = db.selectFrom('audit_log').select('audit_log.id');
  for (const condition of conditions) query = query.where(condition);
  const filtered = conditions.length > 0;
  const total: Total = filtered
    ? await filteredTotal(
        db,
        'audit_log',
        query,
        sql<SqlBool>`(${sql.join(conditions, sql` and `)})`,
      )
    : await tableTotal(db, 'audit_log');
  const { limit, offset } = pageWindow(page);
  if (!filtered) query = query.orderBy('audit_log.created_at', 'desc');
  const ids = (
    await query.orderBy('audit_log.id', 'desc').limit(limit).offset(offset).execute()
  ).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('audit_log as l')
          .leftJoin('admins as a', 'a.id', 'l.admin_id')
          .selectAll('l')
          .select('a.name as admin_name')
          .where('l.id', 'in', ids)
          .execute();
  return { rows: inIdOrder(ids, rows), total };
}

export type AuditLogRow = Awaited<ReturnType<typeof listAuditLog>>['rows'][number];

export const toAuditLogEntry = (row: AuditLogRow): AuditLogEntry => ({
  id: row.id,
  admin:
    row.admin_id !== null && row.admin_name !== null
      ? { id: row.admin_id, name: row.admin_name }
      : null,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  summary: parseSummary(row.summary),
  ip: row.ip,
  created_at: row.created_at,
});

/** Summaries are stored as JSON objects; anything else reads as null. */
function parseSummary(stored: string | null): Record<string, unknown> | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
