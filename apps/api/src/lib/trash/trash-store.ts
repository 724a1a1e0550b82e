import { sql } from 'kysely';
import type { TrashKind } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../app-error.js';
import type { Context } from '../context.js';
import * as outbox from '../outbox/outbox-store.js';
import { nowIso } from '../time.js';
import {
  CONTENT_WORDS,
  POINTED_AT,
  TRASH_PLANS,
  type Part,
  type StoredRow,
  type TrashTable,
} from './trash-kinds.js';

/** Rows per IN list and per stored chunk: well under both databases' parameter limits. */
export const TRASH_CHUNK = 500;

/** One table's rows of a unit, in the order they are restored. */
export type RowGroup = { table: TrashTable; rows: StoredRow[] };

/** A `trash_rows` chunk that points rows elsewhere back at the record (`link:<table>:<column>`). */
const LINK_PREFIX = 'link:';

// Kysely cannot type a table chosen at run time; the queries are written against one and cast.
export const anyTable = (table: TrashTable) => table as 'jobs';
const anyColumn = (column: string) => column as 'id';

export function chunksOf<T>(items: readonly T[], size = TRASH_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * The rows of `table` whose `key` is among `ids`. On PostgreSQL they are locked (FOR UPDATE) until
 * the delete commits, so nothing can be added under them meanwhile (a new application of a job
 * being deleted waits, then finds the job gone) and the unit holds every row the delete removes.
 */
async function rowsWhere(
  context: Pick<Context, 'db' | 'dialect'>,
  table: TrashTable,
  key: string,
  ids: readonly unknown[],
): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (const chunk of chunksOf(ids)) {
    let query = context.db
      .selectFrom(anyTable(table))
      .selectAll()
      .where(anyColumn(key), 'in', chunk as number[]);
    if (context.dialect === 'postgres') query = query.forUpdate();
    for (const row of (await query.execute()) as StoredRow[]) rows.push(storable(row));
  }
  return rows;
}

/**
 * Columns the database computes from the others (PostgreSQL's `search_text`, migration 0021):
 * not kept, as an insert may not name them.
 */
const COMPUTED_COLUMNS = ['search_text'];

function storable(row: StoredRow): StoredRow {
  for (const column of COMPUTED_COLUMNS) delete row[column];
  return row;
}

/** The record's dependants, depth first: each part, then its own parts. */
async function gatherParts(
  context: Pick<Context, 'db' | 'dialect'>,
  parts: readonly Part[],
  parentIds: readonly unknown[],
  into: RowGroup[],
): Promise<void> {
  if (parentIds.length === 0) return;
  for (const part of parts) {
    const rows = await rowsWhere(context, part.table, part.key, parentIds);
    if (rows.length === 0) continue;
    into.push({ table: part.table, rows });
    if (part.parts) {
      await gatherParts(
        context,
        part.parts,
        rows.map((row) => row.id),
        into,
      );
    }
  }
}

/** What rows count as in a unit's contents ("12 jobs, 340 applications"). */
export function countedContents(groups: readonly RowGroup[]): { what: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { table, rows } of groups) {
    const what = CONTENT_WORDS[table];
    if (what) counts.set(what, (counts.get(what) ?? 0) + rows.length);
  }
  return [...counts].map(([what, count]) => ({ what, count }));
}

/** Writes a unit's chunks from `position` on, and indexes the records other units may need. */
export async function storeGroups(
  db: Db,
  unitId: number,
  groups: readonly RowGroup[],
  position: number,
): Promise<number> {
  let next = position;
  for (const { table, rows } of groups) {
    for (const chunk of chunksOf(rows)) {
      await db
        .insertInto('trash_rows')
        .values({
          unit_id: unitId,
          position: next++,
          table_name: table,
          rows: JSON.stringify(chunk),
        })
        .execute();
    }
    if (!POINTED_AT.has(table)) continue;
    for (const chunk of chunksOf(rows)) {
      await db
        .insertInto('trash_records')
        .values(
          chunk.map((row) => ({ unit_id: unitId, table_name: table, record_id: Number(row.id) })),
        )
        .execute();
    }
  }
  return next;
}

export type Trashed = { unitId: number; label: string; groups: RowGroup[] };

/**
 * Moves a record and everything that depends on it into one unit of the trash, inside the
 * caller's transaction (a delete's `changeRecord`), then deletes them, dependants first. Answers
 * undefined when the record is not there (the caller's 404).
 */
export async function moveToTrash(
  context: Context,
  kind: TrashKind,
  id: number,
): Promise<Trashed | undefined> {
  const plan = TRASH_PLANS[kind];
  const [root] = await rowsWhere(context, plan.table, 'id', [id]);
  if (!root) return undefined;
  const groups: RowGroup[] = [{ table: plan.table, rows: [root] }];
  await gatherParts(context, plan.parts, [id], groups);
  const links = await linksOf(context.db, kind, id);

  const now = nowIso();
  const label = plan.label(root);
  const unit = await context.db
    .insertInto('trash_units')
    .values({
      kind,
      record_id: id,
      label,
      contents: JSON.stringify(countedContents(groups.slice(1))),
      deleted_at: now,
      deleted_by: context.actor.adminId,
      purge_after: purgeDate(now, context.config.trashRetentionDays),
      bulk_id: context.actor.bulkId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let position = await storeGroups(context.db, unit.id, groups, 0);
  for (const link of links) {
    await context.db
      .insertInto('trash_rows')
      .values({ unit_id: unit.id, position: position++, table_name: link.name, rows: link.ids })
      .execute();
  }

  await deleteGroups(context.db, plan.parts, groups);
  await tellJobsGone(context.db, groups.slice(1));
  return { unitId: unit.id, label, groups };
}

/**
 * A delete as the services make it: the record and its dependants moved to the trash (404 with
 * `notFound` when the record is gone); answers what the delete's audit row keeps of it.
 */
export async function toTrash(
  context: Context,
  kind: TrashKind,
  id: number,
  notFound: string,
): Promise<{ trash_id: number }> {
  const trashed = await moveToTrash(context, kind, id);
  if (!trashed) throw AppError.notFound(notFound);
  return { trash_id: trashed.unitId };
}

export const purgeDate = (deletedAt: string, days: number) =>
  new Date(new Date(deletedAt).getTime() + days * 24 * 60 * 60 * 1000).toISOString();

/** The rows elsewhere that point at the record through a column emptied on delete. */
async function linksOf(db: Db, kind: TrashKind, id: number) {
  const links = [];
  for (const { table, key } of TRASH_PLANS[kind].links ?? []) {
    const rows = await db
      .selectFrom(anyTable(table))
      .select('id')
      .where(anyColumn(key), '=', id)
      .execute();
    if (rows.length > 0) {
      links.push({
        name: `${LINK_PREFIX}${table}:${key}`,
        ids: JSON.stringify(rows.map((row) => row.id)),
      });
    }
  }
  return links;
}

export const linkOf = (tableName: string) => {
  if (!tableName.startsWith(LINK_PREFIX)) return undefined;
  const [table, key] = tableName.slice(LINK_PREFIX.length).split(':') as [TrashTable, string];
  return { table, key };
};

/**
 * Deletes the gathered rows, the deepest first, so no delete depends on the database's cascades
 * (an invoice does not cascade with its partner). Rows are named by the key that gathered them.
 */
async function deleteGroups(db: Db, parts: readonly Part[], groups: readonly RowGroup[]) {
  const root = groups[0]!;
  const keyOf = new Map<TrashTable, string>();
  const walk = (list: readonly Part[]) => {
    for (const part of list) {
      keyOf.set(part.table, part.key);
      if (part.parts) walk(part.parts);
    }
  };
  walk(parts);
  for (const { table, rows } of [...groups.slice(1)].reverse()) {
    const key = keyOf.get(table)!;
    const values = [...new Set(rows.map((row) => row[key]))];
    for (const chunk of chunksOf(values)) {
      await db
        .deleteFrom(anyTable(table))
        .where(anyColumn(key), 'in', chunk as number[])
        .execute();
    }
  }
  await db.deleteFrom(anyTable(root.table)).where('id', '=', Number(root.rows[0]!.id)).execute();
}

/**
 * The platform hears of every published job that went with the record (a partner's), as it
 * hears of a job deleted on its own (`job.deleted`, from the job's audit row).
 */
async function tellJobsGone(db: Db, dependants: readonly RowGroup[]) {
  for (const { table, rows } of dependants) {
    if (table !== 'jobs') continue;
    for (const job of rows) {
      if (Number(job.is_published) !== 1) continue;
      await outbox.enqueueEvent(
        db,
        'job.deleted',
        outbox.deletedJobPayload(Number(job.id), {
          title: job.title,
          partner: { id: job.partner_id },
          published: true,
        }),
      );
    }
  }
}

/** A unit's chunks in restore order. */
export async function unitChunks(db: Db, unitId: number) {
  return db
    .selectFrom('trash_rows')
    .select(['position', 'table_name', 'rows'])
    .where('unit_id', '=', unitId)
    .orderBy('position')
    .execute();
}

/** The unit's rows by table, merged in restore order, and the links to point back. */
export async function unitContents(db: Db, unitId: number) {
  const groups: RowGroup[] = [];
  const links: { table: TrashTable; key: string; ids: number[] }[] = [];
  for (const chunk of await unitChunks(db, unitId)) {
    const link = linkOf(chunk.table_name);
    if (link) {
      links.push({ ...link, ids: JSON.parse(chunk.rows) as number[] });
      continue;
    }
    const rows = JSON.parse(chunk.rows) as StoredRow[];
    const last = groups.at(-1);
    if (last && last.table === chunk.table_name) last.rows.push(...rows);
    else groups.push({ table: chunk.table_name as TrashTable, rows });
  }
  return { groups, links };
}

/** Serialises work on one unit (restore, purge) across PostgreSQL sessions. */
export async function lockUnit(context: Pick<Context, 'db' | 'dialect'>, unitId: number) {
  if (context.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`trash_unit:${unitId}`}, 0))`.execute(
    context.db,
  );
}
