import { z } from './zod.js';
import { actionResult, dataEnvelope, pagedList } from './envelopes.js';
import { CSV_FILE_TYPE, idFilterParam } from './list-filters.js';
import { creationOrder, csvColumns } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { PAGE_SIZES, blankAsMissing, idParams } from './lists.js';
import { defineEndpoints } from './endpoint.js';
import { bulkIdParams } from './bulk.js';
import { TRASH_KIND_PERMISSIONS, trashKindOfEntity } from './trash.js';
import type { Permission } from './permissions.js';

/** Entity names as the server records them, e.g. `user`, `kyc_verification`. */
const AUDIT_ENTITY_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;

/** Action names as the server records them, e.g. `update`, `sign-in`, `view-document`. */
const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/;

export const AUDIT_MESSAGES = {
  entity: 'The entity filter must be a record type such as user or kyc_verification.',
  entityId: 'The entity_id filter must be a whole number of 1 or more.',
  entityIdNeedsEntity: 'Choose an entity to filter by entity_id.',
  adminId: 'The admin_id filter must be a whole number of 1 or more.',
  action: 'The action filter must be an action such as update or sign-in.',
  dateOrder: 'The "from" day must be on or before the "to" day.',
} as const;

/**
 * The record types whose field changes the audit log can set back, each with the permission its
 * own changes need (a revert needs it too, besides `audit.read`).
 */
export const AUDIT_REVERT_PERMISSIONS = {
  job: 'jobs.write',
  user: 'users.write',
  partner: 'partners.write',
  invoice: 'subscriptions.write',
  category: 'reference_data.write',
  skill: 'reference_data.write',
  'job-type': 'reference_data.write',
  'post-duration': 'reference_data.write',
  package: 'subscriptions.write',
  feature: 'subscriptions.write',
  blog_post: 'content.write',
  web_page: 'content.write',
  setting: 'settings.write',
  /** Undo of a decision (approve, reject): the verification goes back to the status it had. */
  kyc_verification: 'kyc.review',
} as const satisfies Record<string, Permission>;
export type RevertibleEntity = keyof typeof AUDIT_REVERT_PERMISSIONS;

const isFields = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether an entry is a field change of a record type that can be set back: it keeps what the
 * fields were and became (a creation keeps only `after`, a deletion only `before`). The server
 * still refuses when the record changed since.
 */
export function revertPermissionOf(entry: {
  entity: string;
  entity_id: number | null;
  summary: Record<string, unknown> | null;
}): Permission | null {
  const trashKind = trashKindOfEntity(entry.entity);
  // A delete that moved its record to the trash is reverted by restoring it.
  if (
    trashKind &&
    isFields(entry.summary?.before) &&
    entry.summary?.after === undefined &&
    typeof entry.summary?.trash_id === 'number'
  ) {
    return TRASH_KIND_PERMISSIONS[trashKind];
  }
  if (!Object.hasOwn(AUDIT_REVERT_PERMISSIONS, entry.entity) || entry.entity_id === null) {
    return null;
  }
  if (!isFields(entry.summary?.before) || !isFields(entry.summary?.after)) return null;
  return AUDIT_REVERT_PERMISSIONS[entry.entity as RevertibleEntity];
}

/** Why a revert is refused; the server fills in the record's fields in words. */
export const AUDIT_REVERT_MESSAGES = {
  notFound: 'No audit entry has this id.',
  bulkNotFound: 'No change of the audit log belongs to this bulk action.',
  notYours: 'Only your own changes can be undone here; the audit log reverts the others.',
  reverted: 'The change was reverted.',
  bulkReverted: (count: number) =>
    `The bulk action was reverted: ${count} change${count === 1 ? '' : 's'} set back.`,
  notRevertible: (why: string) => `This change cannot be reverted: ${why}`,
  creation: 'it created the record.',
  deletion: 'it deleted the record.',
  noFields: 'it changed no field that can be set back.',
  cannotEmpty: (label: string) => `${label} was empty before it, and cannot be emptied.`,
  kind: (entity: string) => `changes to ${entity} records cannot be set back from the audit log.`,
  alreadyReverted: (revertId: number) =>
    `This change has already been reverted (audit entry ${revertId}).`,
  gone: 'This change cannot be reverted: the record has been deleted since.',
  changedSince: (conflicts: string) =>
    `This change cannot be reverted: the record changed since. ${conflicts}`,
  conflict: (label: string, after: string, current: string) =>
    `${label} is now ${current}; the change had set it to ${after}.`,
  bulkConflicts: (count: number, conflicts: string) =>
    `The bulk action cannot be reverted: ${count} of its changes cannot be set back. ${conflicts}`,
} as const;

/** How many distinct actions, entities and admins the facets answer at most, each. */
export const AUDIT_FACET_LIMIT = 200;

const nameFilter = (pattern: RegExp, message: string) =>
  z.preprocess(
    blankAsMissing,
    z.string({ error: message }).trim().regex(pattern, message).optional(),
  );

/**
 * One field an audit row changed, in words: `before` is null when the record was created,
 * `after` null when it was deleted; a field that was empty reads "empty".
 */
const auditChange = z.object({
  field: z.string(),
  /** The field's name for a person ("Admin comment"). */
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

/** One change as a line: "Status: pending → approved"; "Title: Nurse" (created); "… (removed)". */
export function auditChangeSentence(change: AuditChange): string {
  if (change.before === null) return `${change.label}: ${change.after ?? 'empty'}`;
  if (change.after === null) return `${change.label}: ${change.before} (removed)`;
  return `${change.label}: ${change.before} → ${change.after}`;
}

/** Another fact the row keeps (e.g. the title of a deleted job), in words. */
const auditDetail = z.object({ field: z.string(), label: z.string(), value: z.string() });
export type AuditDetail = z.infer<typeof auditDetail>;

const auditLogEntry = z.object({
  id: z.number().int(),
  /** null when the change was not made by an admin, or that admin has been removed. */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /** The row as stored: `before`/`after` of the record's changed fields and other details. */
  summary: z.record(z.string(), z.unknown()).nullable(),
  /** The summary's before → after, field by field, in words. */
  changes: z.array(auditChange),
  /** The summary's other facts, in words. */
  details: z.array(auditDetail),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** An audit row as the CSV export writes it: the admin by id and name, changes and details as lines. */
const auditExportRow = auditLogEntry
  .pick({ id: true, created_at: true, action: true, entity: true, entity_id: true, ip: true })
  .extend({
    admin_id: z.number().int().nullable(),
    admin: z.string().nullable(),
    /** One `auditChangeSentence` a line. */
    changes: z.string(),
    /** One "Label: value" a line. */
    details: z.string(),
  });

/**
 * The audit log: filtered by record type (and record id), admin, action and days written
 * (`from`/`to`, inclusive, UTC); newest first unless `sort=created_at`; exported as CSV.
 */
export const AUDIT_LOG_LIST = defineList({
  name: 'audit_log',
  exportName: 'audit-log',
  row: auditLogEntry,
  columns: [
    { id: 'created_at', label: 'When', sort: 'created_at', required: true, phone: 'title' },
    { id: 'admin', label: 'Who', phone: 'primary' },
    { id: 'action', label: 'Action', phone: 'primary' },
    { id: 'entity', label: 'Record', phone: 'secondary' },
    { id: 'changes', label: 'Changes', phone: 'secondary' },
  ],
  filters: [
    {
      name: 'entity',
      label: 'Record type',
      kind: 'facet',
      source: { endpoint: 'audit.facets', field: 'entities' },
      param: nameFilter(AUDIT_ENTITY_PATTERN, AUDIT_MESSAGES.entity),
      chip: (_entity, type) => `Record type: ${type}`,
    },
    {
      name: 'entity_id',
      label: 'Record',
      kind: 'record',
      param: idFilterParam(AUDIT_MESSAGES.entityId),
      chip: (_value, record) => `Record: ${record}`,
    },
    {
      name: 'admin_id',
      label: 'Admin',
      kind: 'record',
      source: { endpoint: 'audit.facets', field: 'admins' },
      param: idFilterParam(AUDIT_MESSAGES.adminId),
      chip: (_value, name) => `Admin: ${name}`,
    },
    {
      name: 'action',
      label: 'Action',
      kind: 'facet',
      source: { endpoint: 'audit.facets', field: 'actions' },
      param: nameFilter(AUDIT_ACTION_PATTERN, AUDIT_MESSAGES.action),
      chip: (_action, action) => `Action: ${action}`,
    },
    /** Written on or after this day (YYYY-MM-DD, UTC). */
    { name: 'from', label: 'From', kind: 'date-from', chip: (day) => `From ${day}` },
    /** Written on or before this day (YYYY-MM-DD, UTC, inclusive). */
    { name: 'to', label: 'To', kind: 'date-to', chip: (day) => `To ${day}` },
  ],
  rules: [
    {
      path: 'entity',
      message: AUDIT_MESSAGES.entityIdNeedsEntity,
      holds: (query) => query.entity_id === undefined || query.entity !== undefined,
    },
    {
      path: 'from',
      message: AUDIT_MESSAGES.dateOrder,
      holds: ({ from, to }) => typeof from !== 'string' || typeof to !== 'string' || from <= to,
    },
  ],
  sorts: [creationOrder('created_at')],
  defaultSort: '-created_at',
  bulkActions: [],
  exportRow: auditExportRow,
  exportColumns: csvColumns(auditExportRow, {
    id: 'ID',
    created_at: 'When',
    admin_id: 'Admin ID',
    admin: 'Admin',
    action: 'Action',
    entity: 'Record type',
    entity_id: 'Record ID',
    changes: 'Changes',
    details: 'Details',
    ip: 'IP',
  }),
  pageSizes: pageSizesFrom(PAGE_SIZES.auditLog),
});

/** What selects audit rows, shared by the list and its export (entity_id only with entity). */
const auditLogFilterQuery = listFilterQuery(AUDIT_LOG_LIST);
export type AuditLogFilter = z.output<typeof auditLogFilterQuery>;

/** `?page`, `per_page` and the filter. */
const auditLogQuery = listPageQuery(AUDIT_LOG_LIST);

const auditLogList = pagedList(auditLogEntry);

/** The values the audit log's filters can take: what the log holds (each list bounded). */
const auditLogFacets = dataEnvelope(
  z.object({
    actions: z.array(z.string()),
    entities: z.array(z.string()),
    admins: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);
export type AuditLogFacets = z.infer<typeof auditLogFacets>['data'];

/** What a revert wrote: its own audit row(s), and the bulk id naming them when more than one. */
const auditRevertResponse = actionResult(
  z.object({
    /** The ids of the audit rows the revert wrote (one a record it set back). */
    audit_ids: z.array(z.number().int()),
    /** Names the revert's own rows, so it can be reverted in turn (a bulk revert). */
    bulk_id: z.string().nullable(),
  }),
);
export type AuditRevertResult = z.infer<typeof auditRevertResponse>['data'];

export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    permission: 'audit.read',
    summary:
      'Who changed what and when, newest first (or oldest first); filter by record, admin, ' +
      'action and days; each entry says what changed, before → after, in words',
    query: auditLogQuery,
    response: auditLogList,
  },
  export: {
    method: 'GET',
    path: '/api/admin/audit-log/export',
    access: 'admin',
    permission: 'audit.read',
    summary:
      'The audit log as a CSV file (UTF-8 with BOM), with the list’s filters and order, every page',
    query: auditLogFilterQuery,
    kind: 'file',
    fileType: CSV_FILE_TYPE,
  },
  facets: {
    method: 'GET',
    path: '/api/admin/audit-log/facets',
    access: 'admin',
    permission: 'audit.read',
    summary:
      'The actions, record types and admins the audit log holds (at most ' +
      `${AUDIT_FACET_LIMIT} of each, A–Z), for the list’s filters`,
    response: auditLogFacets,
  },
  revert: {
    method: 'POST',
    path: '/api/admin/audit-log/:id/revert',
    access: 'admin',
    permission: 'audit.read',
    summary:
      'Set back the fields one change set (the record’s own write permission is needed too); ' +
      '409 with the conflicting fields when the record changed since, 422 for a creation, ' +
      'a deletion or a change that cannot be set back',
    params: idParams,
    response: auditRevertResponse,
    failures: [409],
  },
  revertBulk: {
    method: 'POST',
    path: '/api/admin/audit-log/bulk/:id/revert',
    access: 'admin',
    permission: 'changes.undo',
    summary:
      'Revert every change of one bulk action (its `bulk_id`) in one transaction: all or ' +
      'nothing, 409 listing the changes that cannot be set back; without `audit.read`, only ' +
      'one’s own changes (a toast’s Undo)',
    params: bulkIdParams,
    response: auditRevertResponse,
    failures: [409],
  },
});
