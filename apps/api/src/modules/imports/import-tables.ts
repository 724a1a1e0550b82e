import type { Generated, Selectable } from 'kysely';
import type { ImportKind, ImportOutcome, ImportState } from '@job-board/contract';
import type { Db } from '../../db/database.js';

/** A row's values by field name: the mapped cells that are not blank. */
export type RowValues = Record<string, string>;

/** The tables of CSV imports (migration 0026). */
interface ImportsTable {
  id: Generated<number>;
  admin_id: number;
  kind: ImportKind;
  partner_id: number | null;
  file_name: string;
  byte_size: number;
  delimiter: string;
  /** JSON list of the header's column names. */
  columns: string;
  row_count: number;
  /** JSON object: field name → column index or null. */
  mapping: string;
  state: ImportState;
  /** The pass that last held the import. */
  pass: 'dry_run' | 'run' | null;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  refused: Generated<number>;
  error: string | null;
  run_token: string | null;
  heartbeat_at: string | null;
  created_at: string;
  updated_at: string;
}

interface ImportChunksTable {
  import_id: number;
  seq: number;
  content: string;
}

interface ImportRowsTable {
  import_id: number;
  line: number;
  outcome: ImportOutcome;
  label: string;
  record_id: number | null;
  reason: string | null;
  /** JSON of the record's stored row before the import changed it (updates only). */
  before: string | null;
  /** JSON of the record's stored row as the import left it. */
  after: string | null;
}

interface ImportMappingsTable {
  admin_id: number;
  kind: string;
  /** JSON object: field name → column name. */
  mapping: string;
  updated_at: string;
}

type ImportTables = {
  imports: ImportsTable;
  import_chunks: ImportChunksTable;
  import_rows: ImportRowsTable;
  import_mappings: ImportMappingsTable;
};

export type ImportRecord = Selectable<ImportsTable>;
export type ImportRowInsert = ImportRowsTable;

/** The database with the import tables (kept beside this module, not in the shared schema). */
export const withImportTables = (db: Db) => db.withTables<ImportTables>();
