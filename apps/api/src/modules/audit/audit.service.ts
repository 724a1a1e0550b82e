import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: number | null;
  /** What changed, e.g. the submitted fields; stored as JSON. */
  summary?: Record<string, unknown> | null;
};

/** One row per admin change: who, what, which record, when, from which IP. */
export async function recordAudit(
  deps: { db: Db } | AppDeps,
  request: FastifyRequest,
  adminId: number | null,
  entry: AuditEntry,
): Promise<void> {
  await deps.db
    .insertInto('audit_log')
    .values({
      admin_id: adminId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      summary: entry.summary ? JSON.stringify(entry.summary) : null,
      ip: request.ip,
      created_at: nowIso(),
    })
    .execute();
}
