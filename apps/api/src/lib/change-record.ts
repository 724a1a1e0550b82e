import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from './app-error.js';
import type { AuditEntry } from './audit-entry.js';
import { recordAudit } from './audit.js';
import type { Context } from './context.js';

/**
 * Runs `work` in one transaction, with the context's `db` set to it. Inside a transaction
 * already (a CSV import applies its rows in batches), `work` joins it.
 */
export function inTransaction<T>(context: Context, work: (trx: Context) => Promise<T>): Promise<T> {
  if (context.db.isTransaction) return work(context);
  return context.db.transaction().execute((db) => work({ ...context, db }));
}

/** One record a change applies to, and how to find it. */
export type RecordRef<Row> = {
  /** The audit log's name of the record type, e.g. `job`. */
  entity: string;
  id: number;
  load: (db: Db, id: number) => Promise<Row | undefined>;
  /** The 404 message when there is no such record. */
  notFound: string;
};

/** What a change did: its answer and the audit row's action, before/after and details. */
export type Change<Result> = Omit<AuditEntry, 'entity' | 'entityId'> & { result: Result };

/**
 * The shape of every change to an existing record: in one transaction, load it (404 when it is
 * not there), change it, and write the audit row with what it was and what it became.
 */
export function changeRecord<Row, Result>(
  context: Context,
  record: RecordRef<Row>,
  change: (trx: Context, row: Row) => Promise<Change<Result>>,
): Promise<Result> {
  return inTransaction(context, async (trx) => {
    await lockRecord(trx, record);
    const row = await record.load(trx.db, record.id);
    if (row === undefined) throw AppError.notFound(record.notFound);
    const { result, ...audit } = await change(trx, row);
    await recordAudit(trx, { ...audit, entity: record.entity, entityId: record.id });
    return result;
  });
}

/**
 * Serialises changes to one record. PostgreSQL runs concurrent transactions side by side: two
 * deletes of one record would both load it, both "delete" it and both write an audit row. A
 * transaction-scoped advisory lock keyed by entity and id makes the second wait for the first
 * to commit, then load the record as it is now (gone: 404). SQLite runs one write transaction
 * at a time already.
 */
export async function lockRecord(
  trx: Pick<Context, 'db' | 'dialect'>,
  record: { entity: string; id: number },
): Promise<void> {
  if (trx.dialect !== 'postgres') return;
  const key = `${record.entity}:${record.id}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx.db);
}

/**
 * Checks that a write inside a change touched its record (`rows` affected); 0 means a
 * concurrent change removed it first, and the whole change answers 404 and rolls back.
 */
export function expectAffected(rows: number | bigint, notFound: string): void {
  if (Number(rows) === 0) throw AppError.notFound(notFound);
}

/** A creation: in one transaction, insert and write the audit row with what was created. */
export function createRecord<Result>(
  context: Context,
  entity: string,
  create: (trx: Context) => Promise<Change<Result> & { id: number }>,
): Promise<Result> {
  return inTransaction(context, async (trx) => {
    const { result, id, ...audit } = await create(trx);
    await recordAudit(trx, { ...audit, entity, entityId: id });
    return result;
  });
}
