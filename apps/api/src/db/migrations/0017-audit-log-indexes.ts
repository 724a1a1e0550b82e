import type { Kysely } from 'kysely';

/**
 * The audit log screen's filters: by action, and by record type alone (without a record id).
 * Each index ends with the id, so a filtered page is read newest (or oldest) first from the
 * index without sorting every match, and the distinct actions and record types the filters
 * offer are found by skipping along the index's leading column.
 * Frozen: change with a new migration.
 */
const INDEXES = [
  { name: 'audit_log_action_idx', columns: ['action', 'id'] },
  { name: 'audit_log_entity_only_idx', columns: ['entity', 'id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on('audit_log')
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...INDEXES].reverse()) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
