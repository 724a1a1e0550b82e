import { Readable } from 'node:stream';
import type { FileStream } from '@job-board/contract';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports of the admin lists: every row the list's filter selects, in its order, streamed
 * in keyset batches so memory stays constant however many rows there are. UTF-8 with a BOM
 * (spreadsheet programs then read accents), CRLF line ends (RFC 4180), a dated file name, and
 * cells that a spreadsheet would run as a formula defused.
 */

/** Rows read per query. */
export const EXPORT_BATCH_SIZE = 500;

export type CsvValue = string | number | boolean | null | undefined;

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

const BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (or start one after a tab/CR). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that would start a formula gets a leading apostrophe (shown as text by every
 * spreadsheet program), then the cell is quoted when it holds a quote, comma or line break.
 * Numbers and booleans are written as they are (a negative number is not a formula).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** `users-2025-03-14.csv`: the list's name and the day of the export (UTC). */
export const csvFileName = (name: string, now: Date = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Every row of a list in batches: `fetchBatch(cursor, size)` reads the rows after `cursor` in the
 * list's order (null: from the start) and `cursorOf` names where the next batch starts. Stops at
 * the first short batch.
 */
export async function* keysetBatches<Row, Cursor>(
  fetchBatch: (cursor: Cursor | null, size: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetchBatch(cursor, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    cursor = cursorOf(rows[rows.length - 1]!);
  }
}

/** The file's text, chunk by chunk: the BOM and header line, then one chunk per batch. */
async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<string> {
  yield BOM + csvLine(columns.map((column) => column.header));
  for await (const rows of batches) {
    yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
  }
}

/**
 * Answers with the CSV file as an attachment named `csvFileName(name)`. The stream is read only
 * as fast as the client takes it (each batch is queried when the previous one has been sent), and
 * stops querying when the client goes away.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): FileStream {
  void reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${csvFileName(name)}"`)
    .header('Cache-Control', 'no-store');
  return Readable.from(csvChunks(columns, batches), { objectMode: false, highWaterMark: 1 });
}
