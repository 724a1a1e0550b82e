import {
  PERMISSION_MESSAGES,
  TRASH_ENTITIES,
  TRASH_KINDS,
  TRASH_KIND_PERMISSIONS,
  TRASH_MESSAGES,
  can,
  type BulkResult,
  type Role,
  type TrashBulkAction,
  type TrashFilter,
  type TrashKind,
  type TrashRestoreBody,
  type TrashRestoreResult,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { asOneCall, runBulk } from '../../lib/bulk.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { idsMatching, pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import { purgeNow } from '../../lib/trash/trash-purge.js';
import { restoreUnit, type Restored } from '../../lib/trash/trash-restore.js';
import * as repo from './trash.repository.js';

/** The kinds of the trash a role sees and restores: those it may delete. */
export const trashKindsOf = (role: Role): TrashKind[] =>
  TRASH_KINDS.filter((kind) => can(role, TRASH_KIND_PERMISSIONS[kind]));

const forbidden = () => AppError.forbidden(PERMISSION_MESSAGES.forbidden);

export const listTrash = (context: Context, role: Role, query: PageQuery<TrashFilter>) =>
  pageOf(context, repo.TRASH_TABLE, { ...query, kinds: trashKindsOf(role) });

/** 404 when the unit is gone, 403 when the role may not delete its kind. */
async function allowedUnit(context: Context, role: Role, unitId: number) {
  const unit = await repo.findUnitKind(context.db, unitId);
  if (!unit) throw AppError.notFound(TRASH_MESSAGES.notFound);
  if (!can(role, TRASH_KIND_PERMISSIONS[unit.kind as TrashKind])) throw forbidden();
  return unit;
}

/**
 * Restores units inside one transaction and writes each restored record's audit row (`restore`);
 * a parent restored along needs its own kind's permission too.
 */
export async function restoreUnits(
  trx: Context,
  role: Role,
  unitIds: readonly number[],
  options: { rename?: string | undefined; withParents?: boolean | undefined },
): Promise<Restored[]> {
  const restored: Restored[] = [];
  for (const unitId of unitIds) restored.push(...(await restoreUnit(trx, unitId, options)));
  for (const record of restored) {
    if (!can(role, TRASH_KIND_PERMISSIONS[record.kind])) throw forbidden();
    await recordAudit(trx, {
      action: 'restore',
      entity: TRASH_ENTITIES[record.kind],
      entityId: record.record_id,
      details: { label: record.label, trash_id: record.unitId },
    });
  }
  return restored;
}

const answerOf = (restored: readonly Restored[], bulkId: string): TrashRestoreResult => ({
  restored: restored.map(({ kind, record_id, label }) => ({ kind, record_id, label })),
  bulk_id: bulkId,
});

export const restoredMessage = (result: TrashRestoreResult) =>
  result.restored.length === 1
    ? TRASH_MESSAGES.restored(result.restored[0]!.label)
    : TRASH_MESSAGES.restoredMany(result.restored.length);

/** Restores one unit (and, asked, the units of what it belongs to). */
export async function restoreFromTrash(
  context: Context,
  role: Role,
  unitId: number,
  body: TrashRestoreBody,
): Promise<TrashRestoreResult> {
  await allowedUnit(context, role, unitId);
  const call = asOneCall(context);
  const restored = await inTransaction(call.context, (trx) =>
    restoreUnits(trx, role, [unitId], { rename: body.rename, withParents: body.with_parents }),
  );
  return answerOf(restored, call.bulkId);
}

/** Undo of a delete call: every unit it moved to the trash, all or nothing. */
export async function restoreCall(
  context: Context,
  role: Role,
  deleteCall: string,
): Promise<TrashRestoreResult> {
  const call = asOneCall(context);
  const restored = await inTransaction(call.context, async (trx) => {
    const units = await repo.unitsOfCall(trx.db, deleteCall);
    if (units.length === 0) throw AppError.notFound(TRASH_MESSAGES.nothingToUndo);
    for (const unit of units) {
      if (!can(role, TRASH_KIND_PERMISSIONS[unit.kind as TrashKind])) throw forbidden();
    }
    // Undo restores what the call deleted, and what it belonged to if that went since.
    return restoreUnits(
      trx,
      role,
      units.map((unit) => unit.id),
      { withParents: true },
    );
  });
  return answerOf(restored, call.bulkId);
}

/** Deletes a unit for good now (an owner). */
export async function purgeFromTrash(context: Context, unitId: number): Promise<string> {
  const unit = await repo.findUnitKind(context.db, unitId);
  if (!unit || !(await purgeNow(context, unitId, 'owner'))) {
    throw AppError.notFound(TRASH_MESSAGES.notFound);
  }
  return unit.label;
}

/** Restores or purges many units, each on its own (a refusal leaves the others done). */
export function bulkTrash(
  context: Context,
  role: Role,
  input: { action: TrashBulkAction; ids?: number[] | undefined; filter?: TrashFilter | undefined },
): Promise<BulkResult> {
  const kinds = trashKindsOf(role);
  return runBulk(context, input, {
    idsMatching: (context, filter, limit) =>
      idsMatching(context, repo.TRASH_TABLE, { ...filter, kinds }, limit),
    apply: async (each, id) => {
      await allowedUnit(each, role, id);
      if (input.action === 'purge') {
        if (!can(role, 'trash.purge')) throw forbidden();
        await purgeFromTrash(each, id);
        return;
      }
      await inTransaction(each, (trx) => restoreUnits(trx, role, [id], {}));
    },
  });
}
