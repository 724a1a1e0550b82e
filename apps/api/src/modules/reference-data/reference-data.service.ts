import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { conflictOnDuplicate } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './reference-data.repository.js';
import type { ReferenceTable, ReferenceValues } from './reference-data.repository.js';
import type { ReferenceKind } from './reference-kinds.js';

type Actor = { request: FastifyRequest; adminId: number };

export async function listReference<T extends ReferenceTable, Body, Item>(
  deps: AppDeps,
  kind: ReferenceKind<T, Body, Item>,
): Promise<Item[]> {
  const rows = await repo.listRows(deps.db, kind.table);
  return rows.map((row) => kind.toItem(deps.config, row));
}

export function createReference<T extends ReferenceTable, Body, Item>(
  deps: AppDeps,
  actor: Actor,
  kind: ReferenceKind<T, Body, Item>,
  body: Body,
): Promise<Item> {
  return saveReference(deps, actor, kind, null, body);
}

export function updateReference<T extends ReferenceTable, Body, Item>(
  deps: AppDeps,
  actor: Actor,
  kind: ReferenceKind<T, Body, Item>,
  id: number,
  body: Partial<Body>,
): Promise<Item> {
  return saveReference(deps, actor, kind, id, body);
}

/** Creates (`id` null) or changes a record under the unique-name rule, with an audit row. */
async function saveReference<T extends ReferenceTable, Body, Item>(
  deps: AppDeps,
  actor: Actor,
  kind: ReferenceKind<T, Body, Item>,
  id: number | null,
  body: Partial<Body>,
): Promise<Item> {
  const values = kind.toValues(deps.config, body);
  const name = kind.nameOf(body);
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    if (id !== null && !(await repo.findRow(trx, kind.table, id))) {
      throw AppError.notFound(kind.messages.notFound);
    }
    await assertNameFree(trx, kind, name, id);
    const write = () =>
      id === null
        ? repo.insertRow(trx, kind.table, values as ReferenceValues<T>, now)
        : repo.updateRow(trx, kind.table, id, values, now);
    // Only a name can collide; an update without one cannot break the unique index.
    const row =
      name === undefined
        ? await write()
        : await conflictOnDuplicate(write, kind.messages.duplicate(name));
    await recordAudit({ db: trx }, actor.request, actor.adminId, {
      action: id === null ? 'create' : 'update',
      entity: kind.entity,
      entityId: row.id,
      summary: values,
    });
    return kind.toItem(deps.config, row);
  });
}

/** Deletes a record no job uses; a record in use stays, and the 409 says how many jobs use it. */
export async function deleteReference<T extends ReferenceTable, Body, Item>(
  deps: AppDeps,
  actor: Actor,
  kind: ReferenceKind<T, Body, Item>,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findRow(trx, kind.table, id);
    if (!row) throw AppError.notFound(kind.messages.notFound);
    const jobs = await repo.countJobsUsing(trx, kind.table, id);
    if (jobs > 0) throw AppError.conflict(kind.messages.inUse(jobs));
    await repo.deleteRow(trx, kind.table, id);
    await recordAudit({ db: trx }, actor.request, actor.adminId, {
      action: 'delete',
      entity: kind.entity,
      entityId: id,
      summary: { name: row.name },
    });
  });
}

async function assertNameFree<T extends ReferenceTable, Body, Item>(
  db: Db,
  kind: ReferenceKind<T, Body, Item>,
  name: string | undefined,
  exceptId: number | null,
): Promise<void> {
  if (!kind.uniqueName || name === undefined) return;
  if ((await repo.findIdByName(db, kind.table, name, exceptId)) !== undefined) {
    throw AppError.conflict(kind.messages.duplicate(name));
  }
}
