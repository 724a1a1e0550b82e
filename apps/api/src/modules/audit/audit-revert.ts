import { randomUUID } from 'node:crypto';
import {
  AUDIT_REVERT_MESSAGES as MESSAGES,
  AUDIT_REVERT_PERMISSIONS,
  PERMISSION_MESSAGES,
  TRASH_ENTITIES,
  TRASH_MESSAGES,
  can,
  type AuditRevertResult,
  type RevertibleEntity,
  type Role,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { inTransaction, lockRecord } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { fieldLabel, valueInWords } from './audit-words.js';
import { REVERT_KINDS, type Fields, type RevertKind } from './revert-kinds.js';
import { findUnit } from '../../lib/trash/trash-restore.js';
import { restoreUnits } from '../trash/trash.service.js';

/** How many conflicts a refused bulk revert names in its message (the errors list them all). */
const NAMED_CONFLICTS = 5;

type Entry = {
  id: number;
  admin_id: number | null;
  entity: string;
  entity_id: number | null;
  summary: Fields | null;
};

/** A change that can be set back: its kind, record and the fields it set. */
type Revertible = Entry & { kind: RevertKind; recordId: number; before: Fields; after: Fields };

/** One field the record changed in since: named, with what the change left and what it is now. */
type Conflict = { field: string; sentence: string };

const asFields = (value: unknown): Fields | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;

function parsedSummary(summary: string | null): Fields | null {
  if (summary === null) return null;
  try {
    return asFields(JSON.parse(summary));
  } catch {
    return null;
  }
}

const notRevertible = (why: string) => new AppError(422, MESSAGES.notRevertible(why));

/**
 * Sets back the fields one audit row's change set, in one transaction, through the record's own
 * change (its rules, its webhook events); the revert is its own audit row naming this one. A
 * record changed since in those fields is a 409 naming each conflict; a creation, a deletion or
 * a record kind that cannot be set back is a 422.
 */
export function revertEntry(
  context: Context,
  role: Role,
  entryId: number,
): Promise<AuditRevertResult> {
  return inTransaction(context, async (trx) => {
    await lockRecord(trx, { entity: 'audit_log', id: entryId });
    const entry = await findEntry(trx.db, entryId);
    if (!entry) throw AppError.notFound(MESSAGES.notFound);
    const trashId = trashedBy(entry);
    if (trashId !== undefined) {
      return { audit_ids: await restoreDeleted(trx, role, entry, trashId), bulk_id: null };
    }
    const change = revertibleChange(role, entry);
    await lockRecord(trx, { entity: change.entity, id: change.recordId });
    await refuseRevertedTwice(trx.db, change);
    const conflicts = await conflictsOf(trx, change);
    if (conflicts.length > 0) {
      throw new AppError(
        409,
        MESSAGES.changedSince(conflicts.map((conflict) => conflict.sentence).join(' ')),
        Object.fromEntries(conflicts.map(({ field, sentence }) => [field, [sentence]])),
      );
    }
    return { audit_ids: await setBack(trx, change), bulk_id: null };
  });
}

/**
 * Reverts every change one bulk action made (its audit rows' `bulk_id`), last first, in one
 * transaction: if any cannot be set back, none is (409 listing the conflicts). The revert's own
 * rows share a new bulk id, so the revert can be reverted in turn.
 */
export function revertBulk(
  context: Context,
  role: Role,
  bulkId: string,
): Promise<AuditRevertResult> {
  const revertId = randomUUID();
  const reverting: Context = { ...context, actor: { ...context.actor, bulkId: revertId } };
  return inTransaction(reverting, async (trx) => {
    const entries = await findBulkEntries(trx.db, bulkId);
    if (entries.length === 0) throw AppError.notFound(MESSAGES.bulkNotFound);
    // Without the audit log, an admin undoes only what they did (their toast's Undo).
    if (!can(role, 'audit.read') && entries.some((e) => e.admin_id !== context.actor.adminId)) {
      throw AppError.forbidden(MESSAGES.notYours);
    }
    // A bulk delete is undone by restoring what it moved to the trash.
    const deletes = entries.filter((entry) => trashedBy(entry) !== undefined);
    if (deletes.length > 0) {
      const auditIds: number[] = [];
      for (const entry of deletes) {
        auditIds.push(...(await restoreDeleted(trx, role, entry, trashedBy(entry)!)));
      }
      return { audit_ids: auditIds, bulk_id: revertId };
    }
    const changes = entries.map((entry) => revertibleChange(role, entry));
    // Locks taken in one order (entries, then records, by id), so two reverts never deadlock.
    for (const change of changes) await lockRecord(trx, { entity: 'audit_log', id: change.id });
    for (const record of recordsInOrder(changes)) await lockRecord(trx, record);
    const errors: FieldErrors = {};
    for (const change of changes) {
      await refuseRevertedTwice(trx.db, change);
      const conflicts = await conflictsOf(trx, change);
      if (conflicts.length > 0) {
        errors[`${change.entity}:${change.recordId}`] = conflicts.map((c) => c.sentence);
      }
    }
    const refused = Object.entries(errors);
    if (refused.length > 0) {
      const named = refused
        .slice(0, NAMED_CONFLICTS)
        .map(([record, sentences]) => `${record}: ${sentences.join(' ')}`);
      throw new AppError(409, MESSAGES.bulkConflicts(refused.length, named.join(' ')), errors);
    }
    const auditIds: number[] = [];
    for (const change of [...changes].reverse()) auditIds.push(...(await setBack(trx, change)));
    return { audit_ids: auditIds, bulk_id: revertId };
  });
}

async function findEntry(db: Db, id: number): Promise<Entry | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select(['id', 'admin_id', 'entity', 'entity_id', 'summary'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, summary: parsedSummary(row.summary) };
}

/** The audit rows one bulk call wrote, oldest first. */
async function findBulkEntries(db: Db, bulkId: string): Promise<Entry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'admin_id', 'entity', 'entity_id', 'summary'])
    .where('bulk_id', '=', bulkId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, summary: parsedSummary(row.summary) }));
}

/** The change an entry records, when it is a field change the caller may set back. */
function revertibleChange(role: Role, entry: Entry): Revertible {
  if (!Object.hasOwn(REVERT_KINDS, entry.entity) || entry.entity_id === null) {
    throw notRevertible(MESSAGES.kind(entry.entity));
  }
  const entity = entry.entity as RevertibleEntity;
  const kind = REVERT_KINDS[entity];
  if (!can(role, AUDIT_REVERT_PERMISSIONS[entity])) {
    throw AppError.forbidden(PERMISSION_MESSAGES.forbidden);
  }
  const before = asFields(entry.summary?.before);
  const after = asFields(entry.summary?.after);
  if (!before && after) throw notRevertible(MESSAGES.creation);
  if (before && !after) throw notRevertible(MESSAGES.deletion);
  const revertible = kind.fields.filter((field) => before && field in before);
  if (!before || !after || revertible.length === 0) throw notRevertible(MESSAGES.noFields);
  const setBackFields = Object.fromEntries(revertible.map((field) => [field, before[field]]));
  return { ...entry, kind, recordId: entry.entity_id as number, before: setBackFields, after };
}

/** The unit of the trash a delete's audit row moved its record to, if it did. */
function trashedBy(entry: Entry): number | undefined {
  const trashId = entry.summary?.trash_id;
  const isDelete = asFields(entry.summary?.before) !== null && entry.summary?.after === undefined;
  return isDelete && typeof trashId === 'number' ? trashId : undefined;
}

/**
 * Reverts a delete: restores the unit it moved to the trash (409 when it was restored since or
 * purged); the restore's audit row is written as the revert of this entry.
 */
async function restoreDeleted(
  trx: Context,
  role: Role,
  entry: Entry,
  trashId: number,
): Promise<number[]> {
  const reverting: Context = { ...trx, actor: { ...trx.actor, reverting: entry.id } };
  const unit = await findUnit(trx.db, trashId);
  if (!unit) throw AppError.conflict(TRASH_MESSAGES.notFound);
  const restored = await restoreUnits(reverting, role, [trashId], {});
  const ids: number[] = [];
  for (const record of restored) {
    const rows = await trx.db
      .selectFrom('audit_log')
      .select(['id', 'summary'])
      .where('action', '=', 'revert')
      .where('entity', '=', TRASH_ENTITIES[record.kind])
      .where('entity_id', '=', record.record_id)
      .orderBy('id', 'desc')
      .execute();
    const row = rows.find((r) => parsedSummary(r.summary)?.reverts === entry.id);
    if (row) ids.push(row.id);
  }
  return ids;
}

/** 409 when an audit row already reverts this change. */
async function refuseRevertedTwice(db: Db, change: Revertible): Promise<void> {
  const reverts = await db
    .selectFrom('audit_log')
    .select(['id', 'summary'])
    .where('action', '=', 'revert')
    .where('entity', '=', change.entity)
    .where('entity_id', '=', change.recordId)
    .execute();
  const revert = reverts.find((row) => parsedSummary(row.summary)?.reverts === change.id);
  if (revert) throw AppError.conflict(MESSAGES.alreadyReverted(revert.id));
}

/**
 * The fields the record changed in since the change: each field the change set whose value is
 * no longer what it set. A record deleted since is a 409 of its own.
 */
async function conflictsOf(context: Context, change: Revertible): Promise<Conflict[]> {
  const current = await change.kind.current(context, change.recordId);
  if (!current) throw AppError.conflict(MESSAGES.gone);
  return Object.entries(change.after)
    .filter(([field, value]) => field in current && !sameValue(current[field], value))
    .map(([field, value]) => ({
      field,
      sentence: MESSAGES.conflict(
        fieldLabel(field),
        valueInWords(value),
        valueInWords(current[field]),
      ),
    }));
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the change's `before` back as the record's own change; answers its audit row's id. */
async function setBack(trx: Context, change: Revertible): Promise<number[]> {
  const reverting: Context = { ...trx, actor: { ...trx.actor, reverting: change.id } };
  await change.kind.setBack(reverting, change.recordId, change.before, change.after);
  const rows = await trx.db
    .selectFrom('audit_log')
    .select(['id', 'summary'])
    .where('action', '=', 'revert')
    .where('entity', '=', change.entity)
    .where('entity_id', '=', change.recordId)
    .orderBy('id', 'desc')
    .execute();
  return rows.filter((row) => parsedSummary(row.summary)?.reverts === change.id).map((r) => r.id);
}

function recordsInOrder(changes: Revertible[]): { entity: string; id: number }[] {
  const keys = new Set(changes.map((change) => `${change.entity}:${change.recordId}`));
  return [...keys]
    .map((key) => {
      const [entity, id] = key.split(':');
      return { entity: entity!, id: Number(id) };
    })
    .sort((a, b) => a.entity.localeCompare(b.entity) || a.id - b.id);
}
