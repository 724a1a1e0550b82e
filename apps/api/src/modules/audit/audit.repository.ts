import type { AuditLogEntry } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { pageWindow, type PageRequest } from '../../lib/paging.js';

export type AuditLogFilter = { entity?: string; entityId?: number; adminId?: number };

/**
 * Newest first. Unfiltered, audit_log_created_idx gives the order. A filter goes through its
 * index — audit_log_entity_idx (entity, entity_id, id) or audit_log_admin_idx (admin_id, id) —
 * whose trailing id gives the order without sorting every match: ids follow insertion order.
 */
export async function listAuditLog(db: Db, filter: AuditLogFilter, page: PageRequest) {
  let query = db.selectFrom('audit_log as l');
  if (filter.entity !== undefined) query = query.where('l.entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('l.entity_id', '=', filter.entityId);
  if (filter.adminId !== undefined) query = query.where('l.admin_id', '=', filter.adminId);
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const { limit, offset } = pageWindow(page);
  let select = query.leftJoin('admins as a', 'a.id', 'l.admin_id').selectAll('l');
  if (!filtered) select = select.orderBy('l.created_at', 'desc');
  const [rows, count] = await Promise.all([
    select
      .select('a.name as admin_name')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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
