import { createReadStream } from 'node:fs';
import { IMPORT_MESSAGES, type ImportKind, type SpooledFilePart } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import { SLICE_BYTES, csvRecords, decodedSlices, delimiterOf } from './csv-text.js';
import { autoMapping } from './import-mapping.js';
import * as store from './import-store.js';
import * as repo from './imports.repository.js';

/** A file name as shown back: its last path part, without control characters, at most 200. */
const displayName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .slice(0, 200) || 'import.csv';

/**
 * Stores an uploaded CSV file as an import: its text in chunks (decoded and parsed a slice at a
 * time, so a bad encoding or bad CSV is found before anything stays), its header, its number of
 * rows and a first mapping. One transaction: a refused file leaves nothing behind.
 */
export async function storeUpload(
  context: Context,
  input: { kind: ImportKind; partnerId: number | undefined; file: SpooledFilePart },
): Promise<number> {
  const { kind, file } = input;
  if (kind === 'jobs' && input.partnerId === undefined) {
    throw AppError.invalid({ partner_id: [IMPORT_MESSAGES.partnerRequired] });
  }
  if (kind !== 'jobs' && input.partnerId !== undefined) {
    throw AppError.invalid({ partner_id: [IMPORT_MESSAGES.partnerOnlyForJobs] });
  }
  if (input.partnerId !== undefined && !(await repo.partnerName(context.db, input.partnerId))) {
    throw AppError.invalid({ partner_id: [IMPORT_MESSAGES.partnerNotFound] });
  }
  const slices = decodedSlices(createReadStream(file.path, { highWaterMark: SLICE_BYTES }));
  const first = await slices.next();
  if (first.done || first.value.replace(/^\uFEFF/, '').trim() === '') {
    throw AppError.badRequest(IMPORT_MESSAGES.empty);
  }
  const delimiter = delimiterOf(first.value.replace(/^\uFEFF/, ''));
  const adminId = context.actor.adminId;
  return inTransaction(context, async ({ db }) => {
    const id = await store.insertImport(db, {
      admin_id: adminId,
      kind,
      partner_id: input.partnerId ?? null,
      file_name: displayName(file.filename),
      byte_size: file.size,
      delimiter,
      now: nowIso(),
    });
    let seq = 0;
    async function* storing(): AsyncGenerator<string> {
      for (let text: string | undefined = first.value; text !== undefined;) {
        await store.insertChunk(db, id, seq, text);
        seq += 1;
        yield text;
        const next = await slices.next();
        text = next.done ? undefined : next.value;
      }
    }
    let columns: string[] | undefined;
    let rows = 0;
    for await (const record of csvRecords(storing(), delimiter)) {
      if (columns === undefined) columns = record.cells.map((cell) => cell.trim());
      else rows += 1;
    }
    if (columns === undefined) throw AppError.badRequest(IMPORT_MESSAGES.empty);
    if (rows === 0) throw AppError.badRequest(IMPORT_MESSAGES.headerOnly);
    const remembered = await store.rememberedMapping(db, adminId, kind);
    await store.updateImport(db, id, {
      columns: JSON.stringify(columns),
      row_count: rows,
      mapping: JSON.stringify(autoMapping(kind, columns, remembered)),
    });
    return id;
  });
}
