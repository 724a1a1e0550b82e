import { IMPORT_LIMITS, IMPORT_MESSAGES, MAX_RECORD_ID } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction, lockRecord } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { nowIso } from '../../lib/time.js';
import { IMPORT_KIND_PLANS } from './import-kinds.js';
import * as store from './import-store.js';
import type { ImportRecord } from './import-tables.js';
import { deleteRecord, dependantsOf, restoreSnapshot, snapshotOf } from './imported-records.js';

/** How many of the records that changed since a revert names in its refusal. */
const NAMED_CONFLICTS = 5;

const revertable = (record: ImportRecord) =>
  record.state === 'done' || (record.state === 'failed' && record.pass === 'run');

const parsed = (snapshot: string | null) =>
  snapshot === null ? {} : (JSON.parse(snapshot) as Record<string, unknown>);

/**
 * Reverts a whole import in one transaction: last row first, each record the import created is
 * deleted and each it updated gets its stored row back, each with its audit row. A record changed
 * since (its row differs from what the import left), deleted since, or that gained records of its
 * own (a created partner's jobs) refuses the whole revert (409), naming the first few.
 */
export function revertImport(context: Context, importId: number): Promise<void> {
  const importContext: Context = { ...context, actor: { ...context.actor, importId } };
  return inTransaction(importContext, async (trx) => {
    await lockRecord(trx, { entity: 'import', id: importId });
    const record = await store.findImport(trx.db, importId);
    if (!record) throw AppError.notFound(IMPORT_MESSAGES.notFound);
    if (!revertable(record)) throw AppError.conflict(IMPORT_MESSAGES.notRevertable(record.state));
    const plan = IMPORT_KIND_PLANS[record.kind];
    const conflicts: string[] = [];
    let conflictCount = 0;
    let beforeLine = MAX_RECORD_ID;
    for (;;) {
      const rows = await store.appliedRowsBefore(
        trx.db,
        importId,
        beforeLine,
        IMPORT_LIMITS.batchSize,
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const line = Number(row.line);
        const id = Number(row.record_id);
        const current = await snapshotOf(trx.db, plan.table, id);
        const conflict =
          current === null
            ? IMPORT_MESSAGES.goneSince(line, row.label)
            : current !== row.after
              ? IMPORT_MESSAGES.changedSince(line, row.label)
              : row.outcome === 'create'
                ? await dependantsOf(trx.db, plan.table, id).then((dependants) =>
                    dependants === null
                      ? null
                      : IMPORT_MESSAGES.hasDependants(line, row.label, dependants),
                  )
                : null;
        if (conflict !== null) {
          conflictCount += 1;
          if (conflicts.length < NAMED_CONFLICTS) conflicts.push(conflict);
          continue;
        }
        // Once a conflict is found, the rest are only checked (the transaction rolls back).
        if (conflictCount > 0) continue;
        if (row.outcome === 'create') {
          await deleteRecord(trx.db, plan.table, id);
          await recordAudit(trx, {
            action: 'delete',
            entity: plan.entity,
            entityId: id,
            before: parsed(current),
          });
        } else {
          await restoreSnapshot(trx.db, plan.table, row.before!);
          await recordAudit(trx, {
            action: 'update',
            entity: plan.entity,
            entityId: id,
            ...fieldChanges(parsed(current), parsed(row.before)),
          });
        }
      }
      beforeLine = Number(rows[rows.length - 1]!.line);
    }
    if (conflictCount > 0) {
      throw AppError.conflict(IMPORT_MESSAGES.revertConflict(conflictCount, conflicts.join(' ')));
    }
    await store.updateImport(trx.db, importId, { state: 'reverted', updated_at: nowIso() });
    await recordAudit(trx, {
      action: 'revert',
      entity: 'import',
      entityId: importId,
      details: { kind: record.kind, file_name: record.file_name },
    });
  });
}
