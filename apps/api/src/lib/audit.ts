import type { Db } from '../db/database.js';
import { enqueueOutgoing } from './outbox/outgoing-events.js';
import type { AuditEntry } from './audit-entry.js';
import type { Actor, KeyActor } from './context.js';
import { fieldChanges } from './field-changes.js';
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
  const { before, after } = changedFieldsOf(entry);
  const adminActor = context.actor && !('apiKey' in context.actor) ? context.actor : undefined;
  const { importId, bulkId, reverting } = adminActor ?? {};
  const summary = {
    ...entry.details,
    ...(reverting ? { reverts: reverting } : {}),
    ...(importId ? { import_id: importId } : {}),
    ...(bulkId ? { bulk_id: bulkId } : {}),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  };
  await context.db
    .insertInto('audit_log')
    .values({
      admin_id: context.actor?.adminId ?? null,
      // A revert is logged as one; the platform hears of it as the change it makes (the outbox).
      action: reverting ? 'revert' : entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      summary: Object.keys(summary).length > 0 ? JSON.stringify(summary) : null,
      bulk_id: bulkId ?? null,
      ip: context.actor?.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
  await enqueueOutgoing(context.db, entry);
}

/**
 * What the row keeps of the record's fields: for a change (before and after both given) only the
 * fields whose value differs, so the trail never reads "email: x → x"; a creation or a deletion
 * keeps every field. What identifies the record belongs in `details`.
 */
function changedFieldsOf(entry: AuditEntry): Pick<AuditEntry, 'before' | 'after'> {
  if (!entry.before || !entry.after) return { before: entry.before, after: entry.after };
  return fieldChanges(entry.before, entry.after);
}
