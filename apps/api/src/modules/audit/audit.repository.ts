import {
  AUDIT_LOG_LIST,
  auditChangeSentence,
  dayAfter,
  type AuditLogEntry,
  type AuditLogFilter,
} from '@job-board/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { defaultSortOf, type ExportedOf, type ListTable } from '../../lib/lists/list-table.js';
import { byName } from '../../lib/sorting.js';
import { summaryChanges, summaryDetails } from './audit-words.js';

/**
 * Whether the filter names a record type, record, admin or action: the rows are then read
 * through that filter's index — audit_log_entity_idx (entity, entity_id, id),
 * audit_log_entity_only_idx (entity, id), audit_log_admin_idx (admin_id, id) or
 * audit_log_action_idx (action, id) — whose trailing id gives the order (ids follow insertion
 * order). Otherwise the order is audit_log_created_idx (created_at, id), which also bounds the days.
 */
const byIdOrder = (filter: AuditLogFilter) =>
  filter.entity !== undefined || filter.admin_id !== undefined || filter.action !== undefined;

function filterConditions(filter: AuditLogFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.entity !== undefined) conditions.push(sql`audit_log.entity = ${filter.entity}`);
  if (filter.entity_id !== undefined) {
    conditions.push(sql`audit_log.entity_id = ${filter.entity_id}`);
  }
  if (filter.admin_id !== undefined) {
    conditions.push(sql`audit_log.admin_id = ${filter.admin_id}`);
  }
  if (filter.action !== undefined) conditions.push(sql`audit_log.action = ${filter.action}`);
  if (filter.from) conditions.push(sql`audit_log.created_at >= ${filter.from}`);
  if (filter.to) conditions.push(sql`audit_log.created_at < ${dayAfter(filter.to)}`);
  return conditions;
}

/** The log's rows with their admin's name. */
const withAdmin = (db: Db) =>
  db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .selectAll('audit_log')
    .select('admins.name as admin_name');

export type AuditLogRow = Awaited<
  ReturnType<ReturnType<typeof withAdmin>['executeTakeFirstOrThrow']>
>;

/**
 * The audit log read from its table (see lib/lists): newest first, by the written time or, when
 * the filter names what an index leads with, by id (`byIdOrder`); the rows with their admin.
 */
export const AUDIT_LOG_TABLE: ListTable<
  AuditLogFilter,
  'created_at',
  AuditLogEntry,
  AuditLogRow,
  ExportedOf<typeof AUDIT_LOG_LIST>
> = {
  table: 'audit_log',
  searchable: false,
  orderKeys: {
    created_at: (filter) =>
      byIdOrder(filter) ? [] : [sql<string>`${sql.ref('audit_log.created_at')}`],
  },
  defaultSort: defaultSortOf(AUDIT_LOG_LIST),
  walkColumns: ['audit_log.id'],
  conditions: filterConditions,
  itemsById: async ({ db }, ids) =>
    (await withAdmin(db).where('audit_log.id', 'in', ids).execute()).map(toAuditLogEntry),
  exportRows: withAdmin,
  // Changes and details one per line within their cell.
  exportItems: (_context, rows) =>
    rows.map((row) => {
      const entry = toAuditLogEntry(row);
      return {
        id: row.id,
        created_at: row.created_at,
        admin_id: row.admin_id,
        admin: row.admin_name,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        changes: entry.changes.map(auditChangeSentence).join('\n'),
        details: entry.details.map((detail) => `${detail.label}: ${detail.value}`).join('\n'),
        ip: row.ip,
      };
    }),
};

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
