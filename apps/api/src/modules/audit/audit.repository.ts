import { dayAfter, type AuditLogEntry, type AuditLogFilter } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  filteredTotal,
  inIdOrder,
  pageWindow,
  tableTotal,
  type PageRequest,
  type Total,
} from '../../lib/paging.js';
import { byName } from '../../lib/sorting.js';
import { summaryChanges, summaryDetails } from './audit-words.js';

type AuditLogListFilter = {
  entity?: string | undefined;
  entityId?: number | undefined;
  adminId?: number | undefined;
  action?: string | undefined;
  /** Written on or after this day (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  /** Written on or before this day (YYYY-MM-DD, UTC). */
  to?: string | undefined;
  /** desc: newest first (the default). */
  direction: 'asc' | 'desc';
};

/** The contract's filter query as the repository reads it. */
export const auditFilterOf = (query: AuditLogFilter): AuditLogListFilter => ({
  entity: query.entity,
  entityId: query.entity_id,
  adminId: query.admin_id,
  action: query.action,
  from: query.from,
  to: query.to,
  direction: query.sort?.direction ?? 'desc',
});

/**
 * Whether the filter names a record type, record, admin or action: the rows are then read
 * through that filter's index — audit_log_entity_idx (entity, entity_id, id),
 * audit_log_entity_only_idx (entity, id), audit_log_admin_idx (admin_id, id) or
 * audit_log_action_idx (action, id) — whose trailing id gives the order (ids follow insertion
 * order). Otherwise the order is audit_log_created_idx (created_at, id), which also bounds the days.
 */
const byIdOrder = (filter: AuditLogListFilter) =>
  filter.entity !== undefined || filter.adminId !== undefined || filter.action !== undefined;

function filterConditions(filter: AuditLogListFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.entity !== undefined) conditions.push(sql`audit_log.entity = ${filter.entity}`);
  if (filter.entityId !== undefined) {
    conditions.push(sql`audit_log.entity_id = ${filter.entityId}`);
  }
  if (filter.adminId !== undefined) conditions.push(sql`audit_log.admin_id = ${filter.adminId}`);
  if (filter.action !== undefined) conditions.push(sql`audit_log.action = ${filter.action}`);
  if (filter.from) conditions.push(sql`audit_log.created_at >= ${filter.from}`);
  if (filter.to) conditions.push(sql`audit_log.created_at < ${dayAfter(filter.to)}`);
  return conditions;
}

function inOrder<Q extends SelectQueryBuilder<Database, 'audit_log', object>>(
  query: Q,
  filter: AuditLogListFilter,
): Q {
  const ordered = byIdOrder(filter)
    ? query
    : (query.orderBy('audit_log.created_at', filter.direction) as Q);
  return ordered.orderBy('audit_log.id', filter.direction) as Q;
}

/**
 * A page of the log in the filter's order. The page's ids come from an index alone; then those
 * rows with their admin. Past EXACT_COUNT_LIMIT matching rows, a filtered total is an estimate.
 */
export async function listAuditLog(db: Db, filter: AuditLogListFilter, page: PageRequest) {
  const conditions = filterConditions(filter);
  let query = db.selectFrom('audit_log').select('audit_log.id');
  for (const condition of conditions) query = query.where(condition);
  const total: Total =
    conditions.length > 0
      ? await filteredTotal(
          db,
          'audit_log',
          query,
          sql<SqlBool>`(${sql.join(conditions, sql` and `)})`,
        )
      : await tableTotal(db, 'audit_log');
  const { limit, offset } = pageWindow(page);
  const ids = (await inOrder(query, filter).limit(limit).offset(offset).execute()).map(
    (row) => row.id,
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('audit_log')
          .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
          .selectAll('audit_log')
          .select('admins.name as admin_name')
          .where('audit_log.id', 'in', ids)
          .execute();
  return { rows: inIdOrder(ids, rows), total };
}

export type AuditLogRow = Awaited<ReturnType<typeof listAuditLog>>['rows'][number];

/** Where the next export batch starts: the previous batch's last row. */
export type AuditExportCursor = { id: number; createdAt: string };

/**
 * One batch of the rows a filter selects, in its order, after `cursor`: keyset paging along the
 * order's index, so each batch costs the same however deep the export is.
 */
export async function auditExportBatch(
  db: Db,
  filter: AuditLogListFilter,
  cursor: AuditExportCursor | null,
  limit: number,
): Promise<AuditLogRow[]> {
  const conditions = filterConditions(filter);
  if (cursor) {
    const after = filter.direction === 'asc' ? sql`>` : sql`<`;
    conditions.push(
      byIdOrder(filter)
        ? sql<SqlBool>`audit_log.id ${after} ${cursor.id}`
        : sql<SqlBool>`(audit_log.created_at, audit_log.id) ${after} (${cursor.createdAt}, ${cursor.id})`,
    );
  }
  let query = db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .selectAll('audit_log')
    .select('admins.name as admin_name');
  for (const condition of conditions) query = query.where(condition);
  return inOrder(query, filter).limit(limit).execute();
}

export const auditExportCursor = (row: AuditLogRow): AuditExportCursor => ({
  id: row.id,
  createdAt: row.created_at,
});

type FacetColumn = 'action' | 'entity' | 'admin_id';

/**
 * The distinct values of an indexed column, A–Z, at most `limit`: a loose index scan (each step
 * seeks the next value past the previous one), so the cost follows the number of distinct values,
 * not the number of rows.
 */
async function distinctValues<T extends string | number>(
  db: Db,
  column: FacetColumn,
  limit: number,
): Promise<T[]> {
  const ref = sql.ref(`audit_log.${column}`);
  const result = await sql<{ v: T | string | null }>`
    with recursive seen(v) as (
      select min(${ref}) from audit_log
      union all
      select (select min(${ref}) from audit_log where ${ref} > seen.v) from seen
      where seen.v is not null
    )
    select v from seen where v is not null limit ${limit}`.execute(db);
  return result.rows.map((row) => row.v as T);
}

/** The actions, record types and admins (by name) the log holds, at most `limit` of each. */
export async function auditFacets(db: Db, limit: number) {
  const actions = await distinctValues<string>(db, 'action', limit);
  const entities = await distinctValues<string>(db, 'entity', limit);
  const adminIds = (await distinctValues<number | string>(db, 'admin_id', limit)).map(Number);
  const admins =
    adminIds.length === 0
      ? []
      : await db
          .selectFrom('admins')
          .select(['id', 'name'])
          .where('id', 'in', adminIds)
          .orderBy(byName('admins.name'))
          .orderBy('admins.id')
          .execute();
  return { actions, entities, admins };
}

export const toAuditLogEntry = (row: AuditLogRow): AuditLogEntry => {
  const summary = parseSummary(row.summary);
  return {
    id: row.id,
    admin:
      row.admin_id !== null && row.admin_name !== null
        ? { id: row.admin_id, name: row.admin_name }
        : null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    summary,
    changes: summaryChanges(summary),
    details: summaryDetails(summary),
    ip: row.ip,
    created_at: row.created_at,
  };
};

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
