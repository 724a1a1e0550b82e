import type { Db } from '../db/database.js';
import { enqueueOutgoing } from './outbox/outgoing-events.js';
import type { AuditEntry } from './audit-entry.js';
import type { Actor, KeyActor } from './context.js';
import { nowIso } from './time.js';

/**
 * One row per admin change: who, what, which record, what it was and became, when, from which
 * IP. Written with the change's own transaction, so a change never lands without its row, and
 * with it what the change must tell the rest of the platform (webhook events, a website build:
 * see outgoing-events.ts), so neither is lost nor sent for a change that was rolled back.
 */
export async function recordAudit(
  context: { db: Db; actor: Actor | KeyActor | null },
  entry: AuditEntry,
): Promise<void> {
  const summary = {
    ...entry.details,
    ...(entry.before ? { before: entry.before } : {}),
    ...(entry.after ? { after: entry.after } : {}),
  };
  await context.db
    .insertInto('audit_log')
    .values({
      admin_id: context.actor?.adminId ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      summary: Object.keys(summary).length > 0 ? JSON.stringify(summary) : null,
      ip: context.actor?.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
  await enqueueOutgoing(context.db, entry);
}
