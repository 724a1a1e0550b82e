import {
  PERMISSION_MESSAGES,
  LIST_NAMES,
  LIST_READ_PERMISSION,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_PER_LIST,
  can,
  type Role,
  type SavedView,
  type ListName,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { inTransaction, lockRecord } from '../../lib/change-record.js';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import type { Context } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './saved-views.repository.js';
import type { VisibleViewRow } from './saved-views.repository.js';

/**
 * An admin's saved views of the lists (contract: saved-views.ts). Views are personal preferences,
 * so no change is audited (docs/decisions.md). Every call names the signed-in admin's role: a
 * list the role cannot read is refused (403) whatever the view.
 */

type Caller = { role: Role };

const toView = (row: VisibleViewRow, adminId: number): SavedView => ({
  id: Number(row.id),
  list: row.list as ListName,
  name: row.name,
  state: row.state,
  shared: Number(row.shared) === 1,
  is_default: row.default_of !== null,
  mine: Number(row.admin_id) === adminId,
  author_name: row.author_name,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const readableLists = (role: Role) =>
  LIST_NAMES.filter((list) => can(role, LIST_READ_PERMISSION[list]));

function requireReadable(role: Role, list: string) {
  const permission = LIST_READ_PERMISSION[list as ListName];
  if (!permission || !can(role, permission))
    throw AppError.forbidden(PERMISSION_MESSAGES.forbidden);
}

const nameKeyOf = (name: string) => name.toLowerCase();

async function viewById(context: Context, id: number): Promise<SavedView> {
  const row = await repo.findVisible(context.db, context.actor.adminId, id, LIST_NAMES);
  if (!row) throw AppError.notFound(SAVED_VIEW_MESSAGES.notFound);
  return toView(row, context.actor.adminId);
}

/**
 * Runs `work` on a view the admin may see, in one transaction that holds the view (PostgreSQL:
 * an advisory lock, so a delete, an unsharing and a "make default" of one view happen one after
 * the other). Someone else's private view is answered as no view at all (404).
 */
function withVisibleView<T>(
  context: Context,
  input: Caller & { id: number; mine?: boolean },
  work: (trx: Context, view: SavedView) => Promise<T>,
): Promise<T> {
  return inTransaction(context, async (trx) => {
    await lockRecord(trx, { entity: 'saved_view', id: input.id });
    const view = await viewById(trx, input.id);
    requireReadable(input.role, view.list);
    if (input.mine && !view.mine) throw AppError.forbidden(SAVED_VIEW_MESSAGES.notAuthor);
    return work(trx, view);
  });
}

export async function list(
  context: Context,
  input: Caller & { list?: ListName },
): Promise<SavedView[]> {
  if (input.list) requireReadable(input.role, input.list);
  const lists = input.list ? [input.list] : readableLists(input.role);
  if (lists.length === 0) return [];
  const rows = await repo.listVisible(context.db, context.actor.adminId, lists);
  return rows.map((row) => toView(row, context.actor.adminId));
}

export function create(
  context: Context,
  input: Caller & {
    list: ListName;
    name: string;
    state: string;
    shared: boolean;
    is_default: boolean;
  },
): Promise<SavedView> {
  requireReadable(input.role, input.list);
  const adminId = context.actor.adminId;
  const nameKey = nameKeyOf(input.name);
  return inTransaction(context, async (trx) => {
    // One admin's creations for one list wait for each other, so the limit holds under races.
    await lockRecord(trx, { entity: `saved_views:${input.list}`, id: adminId });
    if ((await repo.countOwn(trx.db, adminId, input.list)) >= SAVED_VIEWS_PER_LIST) {
      throw AppError.invalid({ list: [SAVED_VIEW_MESSAGES.tooMany] });
    }
    const duplicate = SAVED_VIEW_MESSAGES.duplicate(input.name);
    if (await repo.findByName(trx.db, adminId, input.list, nameKey)) {
      throw AppError.conflict(duplicate);
    }
    const now = nowIso();
    const id = await conflictOnDuplicate(
      () =>
        repo.insert(trx.db, {
          admin_id: adminId,
          list: input.list,
          name: input.name,
          name_key: nameKey,
          state: input.state,
          shared: input.shared,
          now,
        }),
      duplicate,
    );
    if (input.is_default) {
      await repo.setDefault(trx.db, { admin_id: adminId, list: input.list, view_id: id, now });
    }
    return viewById(trx, id);
  });
}

export function update(
  context: Context,
  input: Caller & { id: number; name?: string; state?: string; shared?: boolean },
): Promise<SavedView> {
  return withVisibleView(context, { ...input, mine: true }, async (trx, view) => {
    const adminId = trx.actor.adminId;
    const nameKey = input.name === undefined ? undefined : nameKeyOf(input.name);
    const duplicate = SAVED_VIEW_MESSAGES.duplicate(input.name ?? view.name);
    if (nameKey !== undefined && nameKey !== nameKeyOf(view.name)) {
      if (await repo.findByName(trx.db, adminId, view.list, nameKey)) {
        throw AppError.conflict(duplicate);
      }
    }
    await conflictOnDuplicate(
      () =>
        repo.update(trx.db, view.id, {
          ...(input.name !== undefined && { name: input.name, name_key: nameKey }),
          ...(input.state !== undefined && { state: input.state }),
          ...(input.shared !== undefined && { shared: input.shared ? 1 : 0 }),
          updated_at: nowIso(),
        }),
      duplicate,
    );
    if (input.shared === false) await repo.removeOthersDefaults(trx.db, view.id, adminId);
    return viewById(trx, view.id);
  });
}

export function remove(context: Context, input: Caller & { id: number }): Promise<void> {
  return withVisibleView(context, { ...input, mine: true }, async (trx, view) => {
    await repo.remove(trx.db, view.id);
  });
}

export function makeDefault(context: Context, input: Caller & { id: number }): Promise<SavedView> {
  return withVisibleView(context, input, async (trx, view) => {
    await repo.setDefault(trx.db, {
      admin_id: trx.actor.adminId,
      list: view.list,
      view_id: view.id,
      now: nowIso(),
    });
    return { ...view, is_default: true };
  });
}

export async function clearDefault(
  context: Context,
  input: Caller & { list: ListName },
): Promise<void> {
  requireReadable(input.role, input.list);
  await repo.clearDefault(context.db, context.actor.adminId, input.list);
}
