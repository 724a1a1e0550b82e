import { z } from 'zod';
import { pagedList } from './envelopes.js';
import { blankAsMissing, pageParam } from './lists.js';
import { defineEndpoints } from './endpoint.js';

/** Entity names as the server records them, e.g. `user`, `kyc_verification`. */
export const AUDIT_ENTITY_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;

export const AUDIT_MESSAGES = {
  entity: 'The entity filter must be a record type such as user or kyc_verification.',
  entityId: 'The entity_id filter must be a whole number of 1 or more.',
  entityIdNeedsEntity: 'Choose an entity to filter by entity_id.',
  adminId: 'The admin_id filter must be a whole number of 1 or more.',
} as const;

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

/** `?page&entity&entity_id&admin_id`; entity_id only together with entity. */
export const auditLogQuery = z
  .object({
    page: pageParam,
    entity: z.preprocess(
      blankAsMissing,
      z
        .string({ error: AUDIT_MESSAGES.entity })
        .trim()
        .regex(AUDIT_ENTITY_PATTERN, AUDIT_MESSAGES.entity)
        .optional(),
    ),
    entity_id: idFilter(AUDIT_MESSAGES.entityId),
    admin_id: idFilter(AUDIT_MESSAGES.adminId),
  })
  .refine((query) => query.entity_id === undefined || query.entity !== undefined, {
    path: ['entity'],
    message: AUDIT_MESSAGES.entityIdNeedsEntity,
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.number().int(),
  /** null when the change was not made by an admin, or that admin has been removed. */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogList = pagedList(auditLogEntry);

export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    permission: 'audit.read',
    summary: 'Who changed what and when, newest first; filter by record or by admin',
    query: auditLogQuery,
    response: auditLogList,
  },
});
