import type { ImportItem, ImportMapping, ImportOutcome, ImportRow } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { withImportTables, type ImportRecord, type ImportRowInsert } from './import-tables.js';

/** Reads and writes of the import tables (migration 0026). */

type NewImport = Pick<
  ImportRecord,
  'admin_id' | 'kind' | 'partner_id' | 'file_name' | 'byte_size' | 'delimiter'
> & { now: string };

export async function insertImport(db: Db, values: NewImport): Promise<number> {
  const { now, ...rest } = values;
  const row = await withImportTables(db)
    .insertInto('imports')
    .values({
      ...rest,
      columns: '[]',
      row_count: 0,
      mapping: '{}',
      state: 'uploaded',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertChunk(db: Db, importId: number, seq: number, content: string) {
  await withImportTables(db)
    .insertInto('import_chunks')
    .values({ import_id: importId, seq, content })
    .execute();
}

/** The stored text of an import, one chunk at a time, in order. */
export async function* storedText(db: Db, importId: number): AsyncGenerator<string> {
  for (let seq = 0; ; seq += 1) {
    const chunk = await withImportTables(db)
      .selectFrom('import_chunks')
      .select('content')
      .where('import_id', '=', importId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!chunk) return;
    yield chunk.content;
  }
}

export function findImport(db: Db, id: number): Promise<ImportRecord | undefined> {
  return withImportTables(db)
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateImport(
  db: Db,
  id: number,
  values: Partial<Omit<ImportRecord, 'id'>>,
): Promise<void> {
  await withImportTables(db).updateTable('imports').set(values).where('id', '=', id).execute();
}

export const toImportItem = (
  record: ImportRecord,
  partnerName: string | undefined,
): ImportItem => ({
  id: record.id,
  kind: record.kind,
  partner: record.partner_id === null ? null : { id: record.partner_id, name: partnerName ?? '' },
  file_name: record.file_name,
  byte_size: Number(record.byte_size),
  columns: JSON.parse(record.columns) as string[],
  row_count: Number(record.row_count),
  mapping: JSON.parse(record.mapping) as ImportMapping,
  state: record.state,
  processed: Number(record.processed),
  created: Number(record.created),
  updated: Number(record.updated),
  refused: Number(record.refused),
  error: record.error,
  created_at: record.created_at,
  updated_at: record.updated_at,
});

/** The admin's last mapping for a kind, by column name. */
export async function rememberedMapping(
  db: Db,
  adminId: number,
  kind: string,
): Promise<Record<string, string> | undefined> {
  const row = await withImportTables(db)
    .selectFrom('import_mappings')
    .select('mapping')
    .where('admin_id', '=', adminId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as Record<string, string>) : undefined;
}

export async function rememberMapping(
  db: Db,
  values: { adminId: number; kind: string; mapping: Record<string, string>; now: string },
): Promise<void> {
  const mapping = JSON.stringify(values.mapping);
  await withImportTables(db)
    .insertInto('import_mappings')
    .values({ admin_id: values.adminId, kind: values.kind, mapping, updated_at: values.now })
    .onConflict((conflict) =>
      conflict.columns(['admin_id', 'kind']).doUpdateSet({ mapping, updated_at: values.now }),
    )
    .execute();
}

export async function insertRows(db: Db, rows: ImportRowInsert[]): Promise<void> {
  if (rows.length > 0) await withImportTables(db).insertInto('import_rows').values(rows).execute();
}

export async function deleteRows(db: Db, importId: number): Promise<void> {
  await withImportTables(db).deleteFrom('import_rows').where('import_id', '=', importId).execute();
}

/** A page of the rows' outcomes in file order, and how many there are. */
export async function pageOfRows(
  db: Db,
  importId: number,
  outcome: ImportOutcome | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: ImportRow[]; total: number }> {
  let query = withImportTables(db).selectFrom('import_rows').where('import_id', '=', importId);
  if (outcome) query = query.where('outcome', '=', outcome);
  const [rows, counted] = await Promise.all([
    query
      .select(['line', 'outcome', 'label', 'record_id', 'reason'])
      .orderBy('line')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      line: Number(row.line),
      record_id: row.record_id === null ? null : Number(row.record_id),
    })),
    total: Number(counted.n),
  };
}

/** Applied rows (created or updated) before `beforeLine`, last first, `limit` of them. */
export function appliedRowsBefore(db: Db, importId: number, beforeLine: number, limit: number) {
  return withImportTables(db)
    .selectFrom('import_rows')
    .select(['line', 'outcome', 'label', 'record_id', 'before', 'after'])
    .where('import_id', '=', importId)
    .where('outcome', '<>', 'refuse')
    .where('line', '<', beforeLine)
    .orderBy('line', 'desc')
    .limit(limit)
    .execute();
}
