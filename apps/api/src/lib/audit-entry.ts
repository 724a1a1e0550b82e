/** One admin change as the audit log records it (and the outbox reads it: outgoing-events.ts). */
export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: number | null;
  /** The record's fields before the change (absent for a creation). */
  before?: Record<string, unknown> | null;
  /** The record's fields after the change (absent for a deletion). */
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping, e.g. how many applications went with a job. */
  details?: Record<string, unknown>;
};
