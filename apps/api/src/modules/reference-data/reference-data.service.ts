import type { TrashKind } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import { AppError } from '../../lib/app-error.js';
import { changeRecord, createRecord, type RecordRef } from '../../lib/change-record.js';
import type { Actor, Context } from '../../lib/context.js';
import { toTrash } from '../../lib/trash/trash-store.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './reference-data.repository.js';
import type { ReferenceRow, ReferenceTable, ReferenceValues } from './reference-data.repository.js';
import type { ReferenceKind, ReferenceWire } from './reference-kinds.js';

/** Every record of the kind, A–Z by name. */
export async function listReference<T extends ReferenceTable, W extends ReferenceWire>(
  context: Context<Actor | null>,
  { kind }: { kind: ReferenceKind<T, W> },
): Promise<W['item'][]> {
  const rows = await repo.listRows(context.db, kind.table);
  return rows.map((row) => kind.toItem(context.config, row));
}

/** Creates a record under the unique-name rule. */
export async function createReference<T extends ReferenceTable, W extends ReferenceWire>(
  context: Context,
  { kind, body }: { kind: ReferenceKind<T, W>; body: W['create'] },
): Promise<W['item']> {
  const values = (await kind.toValues(context, body)) as ReferenceValues<T>;
  const name = kind.nameOf(body);
  const now = nowIso();
  return createRecord(context, kind.entity, async ({ db, config }) => {
    await assertNameFree(db, kind, name, null);
    const row = await writeUnderUniqueName(kind, name, () =>
      repo.insertRow(db, kind.table, values, now),
    );
    const item = kind.toItem(config, row);
    return { id: row.id, action: 'create', after: item, result: item };
  });
}

/** Changes the fields sent, under the unique-name rule. */
export async function updateReference<T extends ReferenceTable, W extends ReferenceWire>(
  context: Context,
  { kind, id, body }: { kind: ReferenceKind<T, W>; id: number; body: W['update'] },
): Promise<W['item']> {
  const values = await kind.toValues(context, body);
  const name = kind.nameOf(body);
  const now = nowIso();
  return changeRecord(context, recordOf(kind, id), async ({ db, config }, stored) => {
    await assertNameFree(db, kind, name, id);
    const row = await writeUnderUniqueName(kind, name, () =>
      repo.updateRow(db, kind.table, id, values, now),
    );
    const item = kind.toItem(config, row);
    return {
      action: 'update',
      ...fieldChanges(kind.toItem(config, stored), item),
      result: item,
    };
  });
}

const TRASH_KIND_OF: Record<ReferenceTable, TrashKind> = {
  categories: 'category',
  skills: 'skill',
  job_types: 'job_type',
  post_durations: 'post_duration',
};

/** Deletes a record no job uses; a record in use stays, and the 409 says how many jobs use it. */
export async function deleteReference<T extends ReferenceTable, W extends ReferenceWire>(
  context: Context,
  { kind, id }: { kind: ReferenceKind<T, W>; id: number },
): Promise<void> {
  await changeRecord(context, recordOf(kind, id), async (trx, stored) => {
    const jobs = await repo.countJobsUsing(trx.db, kind.table, id);
    if (jobs > 0) throw AppError.conflict(kind.messages.inUse(jobs));
    const trashed = await toTrash(trx, TRASH_KIND_OF[kind.table], id, kind.messages.notFound);
    return {
      action: 'delete',
      before: kind.toItem(trx.config, stored),
      details: trashed,
      result: undefined,
    };
  });
}

function recordOf<T extends ReferenceTable, W extends ReferenceWire>(
  kind: ReferenceKind<T, W>,
  id: number,
): RecordRef<ReferenceRow<T>> {
  return {
    entity: kind.entity,
    id,
    load: (db, rowId) => repo.findRow(db, kind.table, rowId),
    notFound: kind.messages.notFound,
  };
}

async function assertNameFree<T extends ReferenceTable, W extends ReferenceWire>(
  db: Db,
  kind: ReferenceKind<T, W>,
  name: string | undefined,
  exceptId: number | null,
): Promise<void> {
  if (!kind.uniqueName || name === undefined) return;
  if ((await repo.findIdByName(db, kind.table, name, exceptId)) !== undefined) {
    throw AppError.conflict(kind.messages.duplicate(name));
  }
}

/**
 * A write that a concurrent one with the same name may beat to the unique index: it answers the
 * same 409 as the check before it. Only a name can collide, so a write without one runs as is.
 */
function writeUnderUniqueName<T extends ReferenceTable, W extends ReferenceWire, Row>(
  kind: ReferenceKind<T, W>,
  name: string | undefined,
  write: () => Promise<Row>,
): Promise<Row> {
  return name === undefined ? write() : conflictOnDuplicate(write, kind.messages.duplicate(name));
}
