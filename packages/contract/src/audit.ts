import { z } from './zod.js';
import { dataEnvelope, pagedList } from './envelopes.js';
import { CSV_FILE_TYPE, dateParam } from './list-filters.js';
import { blankAsMissing, pageParam, sortParam } from './lists.js';
import { defineEndpoints } from './endpoint.js';

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

/** The audit log's order: by time (`created_at`, oldest first; `-created_at`, the default, newest first). */
const AUDIT_SORT_FIELDS = ['created_at'] as const;

/** How many distinct actions, entities and admins the facets answer at most, each. */
export const AUDIT_FACET_LIMIT = 200;

const idFilter = (message: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message)
      .optional(),
  );

const nameFilter = (pattern: RegExp, message: string) =>
  z.preprocess(
    blankAsMissing,
    z.string({ error: message }).trim().regex(pattern, message).optional(),
  );

const auditFilterFields = z.object({
  entity: nameFilter(AUDIT_ENTITY_PATTERN, AUDIT_MESSAGES.entity),
  entity_id: idFilter(AUDIT_MESSAGES.entityId),
  admin_id: idFilter(AUDIT_MESSAGES.adminId),
  action: nameFilter(AUDIT_ACTION_PATTERN, AUDIT_MESSAGES.action),
  /** Written on or after this day (YYYY-MM-DD, UTC). */
  from: dateParam,
  /** Written on or before this day (YYYY-MM-DD, UTC, inclusive). */
  to: dateParam,
  sort: sortParam(AUDIT_SORT_FIELDS),
});

/** entity_id only together with entity; `from` not after `to`. */
const withFilterRules = <T extends z.ZodType<z.output<typeof auditFilterFields>>>(schema: T) =>
  schema
    .refine((query) => query.entity_id === undefined || query.entity !== undefined, {
      path: ['entity'],
      message: AUDIT_MESSAGES.entityIdNeedsEntity,
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      path: ['from'],
      message: AUDIT_MESSAGES.dateOrder,
    });

/**
 * What selects audit rows, shared by the list and its export: `entity` (and `entity_id`),
 * `admin_id`, `action`, written between `from` and `to` (inclusive days, UTC), and the order.
 */
const auditLogFilterQuery = withFilterRules(auditFilterFields);
export type AuditLogFilter = z.output<typeof auditLogFilterQuery>;

/** `?page` and the filter. */
const auditLogQuery = withFilterRules(auditFilterFields.extend({ page: pageParam }));

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
});
