import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@job-board/contract';
import { CsvError, parse, type Parser } from 'csv-parse';
import { AppError } from '../../lib/app-error.js';

/**
 * The CSV files of imports as text: decoded from UTF-8 (with or without BOM) a slice at a time,
 * and parsed as a stream, so neither a check nor a pass ever holds the whole file as rows.
 */

/** Bytes decoded (and text stored) at a time. */
export const SLICE_BYTES = 256 * 1024;

export type CsvDelimiter = ',' | ';';

/** A record: the file's line it ends on (the header is line 1) and its cells. */
export type CsvRow = { line: number; cells: string[] };

type ParsedRecord = { record: string[]; info: { lines: number } };

const countLines = (text: string) => {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
};

/**
 * The file's text, a slice at a time. Invalid UTF-8 and NUL bytes (a binary file) are 400s
 * naming their line.
 */
export async function* decodedSlices(slices: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let linesBefore = 1;
  const withEnd = async function* () {
    for await (const slice of slices) yield { slice, last: false };
    yield { slice: new Uint8Array(), last: true };
  };
  for await (const { slice, last } of withEnd()) {
    let text: string;
    try {
      text = decoder.decode(slice, { stream: !last });
    } catch {
      const lenient = new TextDecoder('utf-8', { ignoreBOM: true }).decode(slice);
      const bad = Math.max(0, lenient.indexOf('\uFFFD'));
      throw AppError.badRequest(
        IMPORT_MESSAGES.badEncoding(linesBefore + countLines(lenient.slice(0, bad))),
      );
    }
    const nul = text.indexOf('\0');
    if (nul !== -1) {
      throw AppError.badRequest(
        IMPORT_MESSAGES.notText(linesBefore + countLines(text.slice(0, nul))),
      );
    }
    linesBefore += countLines(text);
    if (text !== '') yield text;
  }
}

/** The separator of the header line: `;` when it has more of them than commas. */
export function delimiterOf(firstText: string): CsvDelimiter {
  const header = firstText.split('\n', 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Writes the texts into the parser as it reads them; a failure of the texts fails the parser. */
function feed(parser: Parser, texts: AsyncIterable<string>): void {
  void (async () => {
    try {
      for await (const text of texts) {
        if (parser.destroyed) return;
        if (!parser.write(text)) {
          await new Promise<void>((resume) => {
            const done = () => {
              parser.off('drain', done);
              parser.off('close', done);
              resume();
            };
            parser.on('drain', done);
            parser.on('close', done);
          });
        }
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
}

/**
 * Every record of the text (header first), each with its number. A file that is not CSV
 * (an unclosed quote, a quote inside a bare field) is a 400 naming its line.
 */
export async function* csvRecords(
  texts: AsyncIterable<string>,
  delimiter: CsvDelimiter,
): AsyncGenerator<CsvRow> {
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    info: true,
  });
  feed(parser, texts);
  let line = 0;
  try {
    for await (const { record: cells, info } of parser as AsyncIterable<ParsedRecord>) {
      line = info.lines;
      if (cells.length > IMPORT_LIMITS.maxColumns) {
        throw AppError.badRequest(IMPORT_MESSAGES.tooManyColumns);
      }
      yield { line, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (!(error instanceof CsvError)) throw error;
    const at = (error as CsvError & { lines?: number }).lines ?? line + 1;
    throw AppError.badRequest(IMPORT_MESSAGES.badCsv(at, error.message));
  } finally {
    parser.destroy();
  }
}
