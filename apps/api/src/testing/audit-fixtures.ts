import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuditLogTable } from '../db/schema.js';

/** An audit row as recordAudit would write it, any column overridable. */
export async function insertAuditRow(db: Db, overrides: Partial<Insertable<AuditLogTable>> = {}) {
  const row = await db
    .insertInto('audit_log')
    .values({
      admin_id: null,
      action: 'update',
      entity: 'user',
      entity_id: null,
      summary: null,
      ip: '127.0.0.1',
      created_at: new Date().toISOString(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The audit rows of one record, oldest first: who did what, and the stored summary. */
export function auditRowsOf(db: Db, entity: string, entityId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'admin_id', 'summary'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}
