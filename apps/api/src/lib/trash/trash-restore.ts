import { sql } from 'kysely';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  SLUG_PATTERN,
  TRASH_KIND_LABELS,
  TRASH_MESSAGES,
  type TrashKind,
} from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../app-error.js';
import type { Context } from '../context.js';
import * as outbox from '../outbox/outbox-store.js';
import {
  PARENTS,
  TRASH_PLANS,
  type ParentRef,
  type StoredRow,
  type TrashKindPlan,
  type TrashTable,
} from './trash-kinds.js';
import {
  anyTable,
  chunksOf,
  countedContents,
  lockUnit,
  storeGroups,
  unitContents,
  type RowGroup,
} from './trash-store.js';

export type TrashUnitRow = {
  id: number;
  kind: string;
  record_id: number;
  label: string;
  contents: string;
};

export type RestoreOptions = { rename?: string | undefined; withParents?: boolean | undefined };

/** A record a restore brought back. */
export type Restored = { kind: TrashKind; record_id: number; label: string; unitId: number };

const anyColumn = (column: string) => column as 'id';

export async function findUnit(db: Db, unitId: number): Promise<TrashUnitRow | undefined> {
  return db
    .selectFrom('trash_units')
    .select(['id', 'kind', 'record_id', 'label', 'contents'])
    .where('id', '=', unitId)
    .executeTakeFirst();
}

/** A record outside the unit that rows of the unit point at, and where it is now. */
type Outside = { table: TrashTable; id: number; holder: TrashUnitRow | undefined };

/**
 * Brings a unit back whole, inside the caller's transaction: the record with its ids, then what
 * went with it, parents first. Refused (409) when its unique value (a name, an email, a slug) was
 * taken meanwhile, unless `rename` gives another; or when something it belongs to is not there:
 * in the trash (restored first with `withParents`) or purged. A dependant whose other parent is
 * in another unit goes to that unit (it comes back with it); one whose other parent was purged
 * went with that parent. Answers what came back (parents restored first included).
 */
export async function restoreUnit(
  context: Context,
  unitId: number,
  options: RestoreOptions,
): Promise<Restored[]> {
  await lockUnit(context, unitId);
  const unit = await findUnit(context.db, unitId);
  if (!unit) throw AppError.notFound(TRASH_MESSAGES.notFound);
  const kind = unit.kind as TrashKind;
  const plan = TRASH_PLANS[kind];
  const { groups, links } = await unitContents(context.db, unitId);
  const root = groups[0]!.rows[0]!;

  const label = await settleUniqueValue(context.db, kind, plan, root, options.rename);
  const restored: Restored[] = [];
  const outside = await outsideRecords(context.db, groups);
  const rootParents = [...missingParentsOf(plan.table, root, outside)];
  for (const missing of rootParents) {
    const ref = missing.ref;
    if (!missing.at.holder) throw parentError(TRASH_MESSAGES.parentGone(ref.what));
    if (!options.withParents) {
      throw parentError(TRASH_MESSAGES.parentInTrash(ref.what, missing.at.holder.label));
    }
    restored.push(...(await restoreUnit(context, missing.at.holder.id, { withParents: true })));
  }
  const settled = rootParents.length > 0 ? await outsideRecords(context.db, groups) : outside;

  const { kept, moved } = sortRows(groups, settled);
  try {
    for (const { table, rows } of kept) await insertRows(context.db, table, rows);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(TRASH_MESSAGES.clashes(label));
    throw error;
  }
  for (const link of links) await pointBack(context.db, link, unit.record_id);
  for (const [holderId, movedGroups] of moved) await addToUnit(context.db, holderId, movedGroups);
  await context.db.deleteFrom('trash_units').where('id', '=', unitId).execute();
  await tellJobsBack(context.db, kept);
  restored.push({ kind, record_id: unit.record_id, label, unitId });
  return restored;
}

const parentError = (message: string) => new AppError(409, message, { parent: [message] });

/**
 * The value the record comes back with in its unique column: its own, or `rename` when given;
 * 409 naming the field when that value is taken now. Answers the record's label.
 */
async function settleUniqueValue(
  db: Db,
  kind: TrashKind,
  plan: TrashKindPlan,
  root: StoredRow,
  rename: string | undefined,
): Promise<string> {
  const unique = plan.unique;
  if (rename !== undefined) {
    if (!unique)
      throw AppError.invalid({ rename: [TRASH_MESSAGES.renameUnused(TRASH_KIND_LABELS[kind])] });
    root[unique.column] = checkedRename(unique, rename);
  }
  if (unique) {
    const value = String(root[unique.column]);
    const column = sql.ref(`${plan.table}.${unique.column}`);
    const taken = await db
      .selectFrom(anyTable(plan.table))
      .select('id')
      .where(
        unique.folded ? sql`lower(${column})` : column,
        '=',
        unique.folded ? value.toLowerCase() : value,
      )
      .executeTakeFirst();
    if (taken) {
      const message = TRASH_MESSAGES.taken(TRASH_KIND_LABELS[kind], unique.field, value);
      throw new AppError(409, message, { [unique.column]: [message] });
    }
  }
  return plan.label(root);
}

function checkedRename(unique: NonNullable<TrashKindPlan['unique']>, rename: string): string {
  const value = rename.trim();
  const refuse = (message: string) => AppError.invalid({ rename: [message] });
  if (value === '') throw refuse(TRASH_MESSAGES.renameBlank(unique.field));
  if (unique.slug && !SLUG_PATTERN.test(value)) throw refuse(CONTENT_MESSAGES.slugInvalid);
  if (unique.column === 'email' && !z.email().safeParse(value).success) {
    throw refuse('Enter a valid email address.');
  }
  return value;
}

/** Key of a record: table and id. */
const keyOf = (table: string, id: unknown) => `${table}:${String(id)}`;

/**
 * The records outside the unit its rows point at that are not in the database now, each with the
 * unit of the trash that holds it (none: purged).
 */
async function outsideRecords(db: Db, groups: readonly RowGroup[]): Promise<Map<string, Outside>> {
  const inUnit = new Set<string>();
  for (const { table, rows } of groups) for (const row of rows) inUnit.add(keyOf(table, row.id));
  const wanted = new Map<TrashTable, Set<number>>();
  for (const { table, rows } of groups) {
    for (const ref of PARENTS[table] ?? []) {
      for (const row of rows) {
        const id = row[ref.column];
        if (id === null || id === undefined || inUnit.has(keyOf(ref.table, id))) continue;
        const ids = wanted.get(ref.table) ?? new Set<number>();
        ids.add(Number(id));
        wanted.set(ref.table, ids);
      }
    }
  }
  const missing = new Map<string, Outside>();
  for (const [table, ids] of wanted) {
    for (const chunk of chunksOf([...ids])) {
      const present = await db
        .selectFrom(anyTable(table))
        .select('id')
        .where('id', 'in', chunk)
        .execute();
      const here = new Set(present.map((row) => Number(row.id)));
      const absent = chunk.filter((id) => !here.has(id));
      if (absent.length === 0) continue;
      const holders = await db
        .selectFrom('trash_records')
        .innerJoin('trash_units', 'trash_units.id', 'trash_records.unit_id')
        .select([
          'trash_records.record_id',
          'trash_units.id',
          'trash_units.kind',
          'trash_units.record_id as unit_record_id',
          'trash_units.label',
          'trash_units.contents',
        ])
        .where('trash_records.table_name', '=', table)
        .where('trash_records.record_id', 'in', absent)
        .execute();
      const holderOf = new Map(holders.map((h) => [Number(h.record_id), h]));
      for (const id of absent) {
        const h = holderOf.get(id);
        missing.set(keyOf(table, id), {
          table,
          id,
          holder: h && {
            id: h.id,
            kind: h.kind,
            record_id: h.unit_record_id,
            label: h.label,
            contents: h.contents,
          },
        });
      }
    }
  }
  return missing;
}

function* missingParentsOf(
  table: TrashTable,
  row: StoredRow,
  outside: ReadonlyMap<string, Outside>,
): Generator<{ ref: ParentRef; at: Outside }> {
  for (const ref of PARENTS[table] ?? []) {
    const at = outside.get(keyOf(ref.table, row[ref.column]));
    if (at) yield { ref, at };
  }
}

/**
 * Which rows come back now and which go on waiting in the unit that holds a parent they need:
 * a row whose parent in this unit stays behind stays behind with it; an optional pointer to a
 * record that is gone is emptied.
 */
function sortRows(groups: readonly RowGroup[], outside: ReadonlyMap<string, Outside>) {
  const kept: RowGroup[] = [];
  const moved = new Map<number, RowGroup[]>();
  /** Rows of this unit that do not come back now: where they went (a unit id), or purged (0). */
  const leftBehind = new Map<string, number>();
  for (const { table, rows } of groups) {
    const keptRows: StoredRow[] = [];
    for (const row of rows) {
      const goesTo = destinationOf(table, row, outside, leftBehind);
      if (goesTo === undefined) {
        keptRows.push(row);
        continue;
      }
      if (row.id !== undefined) leftBehind.set(keyOf(table, row.id), goesTo);
      if (goesTo === 0) continue;
      const list = moved.get(goesTo) ?? [];
      const last = list.at(-1);
      if (last && last.table === table) last.rows.push(row);
      else list.push({ table, rows: [row] });
      moved.set(goesTo, list);
    }
    if (keptRows.length > 0) kept.push({ table, rows: keptRows });
  }
  return { kept, moved };
}

/** Undefined: the row comes back now. Else the unit it waits in, or 0 when it went for good. */
function destinationOf(
  table: TrashTable,
  row: StoredRow,
  outside: ReadonlyMap<string, Outside>,
  leftBehind: ReadonlyMap<string, number>,
): number | undefined {
  for (const ref of PARENTS[table] ?? []) {
    const id = row[ref.column];
    if (id === null || id === undefined) continue;
    const behind = leftBehind.get(keyOf(ref.table, id));
    if (behind !== undefined) return behind;
    const at = outside.get(keyOf(ref.table, id));
    if (!at) continue;
    if (!ref.required) {
      row[ref.column] = null;
      continue;
    }
    return at.holder?.id ?? 0;
  }
  return undefined;
}

async function insertRows(db: Db, table: TrashTable, rows: readonly StoredRow[]) {
  for (const chunk of chunksOf(rows, 200)) {
    await db
      .insertInto(anyTable(table))
      .values(chunk as never[])
      .execute();
  }
}

/** Points the rows that pointed at the record back at it (those still there). */
async function pointBack(
  db: Db,
  link: { table: TrashTable; key: string; ids: number[] },
  recordId: number,
) {
  for (const chunk of chunksOf(link.ids)) {
    await db
      .updateTable(anyTable(link.table))
      .set({ [link.key]: recordId } as never)
      .where('id', 'in', chunk)
      .where(anyColumn(link.key), 'is', null)
      .execute();
  }
}

/** Rows that wait in another unit for the parent it holds: added after its own, counted with it. */
async function addToUnit(db: Db, unitId: number, groups: readonly RowGroup[]) {
  const last = await db
    .selectFrom('trash_rows')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  await storeGroups(db, unitId, groups, Number(last?.position ?? 0) + 1);
  const unit = await db
    .selectFrom('trash_units')
    .select('contents')
    .where('id', '=', unitId)
    .executeTakeFirstOrThrow();
  const counts = new Map(
    (JSON.parse(unit.contents) as { what: string; count: number }[]).map((c) => [c.what, c.count]),
  );
  for (const { what, count } of countedContents(groups)) {
    counts.set(what, (counts.get(what) ?? 0) + count);
  }
  await db
    .updateTable('trash_units')
    .set({ contents: JSON.stringify([...counts].map(([what, count]) => ({ what, count }))) })
    .where('id', '=', unitId)
    .execute();
}

/** The platform hears of every published job that came back, as of a publication. */
async function tellJobsBack(db: Db, groups: readonly RowGroup[]) {
  for (const { table, rows } of groups) {
    if (table !== 'jobs') continue;
    for (const job of rows) {
      if (Number(job.is_published) !== 1) continue;
      const payload = await outbox.jobPayload(db, Number(job.id));
      if (payload) await outbox.enqueueEvent(db, 'job.published', payload);
    }
  }
}
